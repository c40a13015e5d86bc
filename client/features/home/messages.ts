import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The home page. */
export const homeMessages = defineCatalog('home', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
