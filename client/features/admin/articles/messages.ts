import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The admin's articles, their editor (with its toolbar and dialogs), the library's categories and downloadable guides. */
export const articlesMessages = defineCatalog('admin-articles', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
