import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The shop's words in the site header (the cart button): kept apart so every page loads only these. */
export const shopHeaderMessages = defineCatalog('shopHeader', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
