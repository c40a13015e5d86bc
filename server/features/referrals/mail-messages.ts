import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** Find a Doctor's e-mails to the family and its notices, in the recipient's language. */
export const referralMailMessages = defineCatalog('referrals-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });

