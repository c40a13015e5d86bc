import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** /transparency: where the money went (the figures, the payouts to charities and the balance). */
export const transparencyMessages = defineCatalog('transparency', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
