import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** /admin/analytics: its period, sections, figures, charts, tables and downloads. */
export const analyticsMessages = defineCatalog('admin-analytics', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
