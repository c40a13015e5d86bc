import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** /admin/supporters: supporting memberships in figures and in a list, and the dashboard's card. */
export const supportersAdminMessages = defineCatalog('admin-supporters', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
