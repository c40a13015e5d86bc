import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** The donor's receipt, in their language (a member's gift), else English. */
export const donationMailMessages = defineCatalog('donations-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
