import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The legal pages: the privacy policy, the terms of use and their table of contents. */
export const legalMessages = defineCatalog('legal', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
