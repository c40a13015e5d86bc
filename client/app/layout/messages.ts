import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The header, the footer and the menus. */
export const layoutMessages = defineCatalog('layout', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
