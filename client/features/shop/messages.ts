import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The shop: products, reviews, cart, checkout, orders and split pairs. */
export const shopMessages = defineCatalog('shop', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
