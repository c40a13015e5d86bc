import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** /admin/payouts: the ledger of money passed on to clubfoot charities, and the dashboard's balance card. */
export const payoutsAdminMessages = defineCatalog('admin-payouts', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
