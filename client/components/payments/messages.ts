import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The card payment forms (donate page, shop checkout) and their notices. */
export const paymentsMessages = defineCatalog('payments', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
