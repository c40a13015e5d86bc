import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** /admin/orders and /admin/products: the shop's orders, products, photos, stock and reported reviews. */
export const shopAdminMessages = defineCatalog('admin-shop', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
