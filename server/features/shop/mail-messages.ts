import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** The shop's e-mails (receipts, shipping, refunds) and its split-pair notices, in the recipient's language. */
export const shopMailMessages = defineCatalog('shop-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });

