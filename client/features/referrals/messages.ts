import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** Find a doctor: the referral request, its confirmation, a member's requests and the choose-your-specialist page. */
export const referralsMessages = defineCatalog('referrals', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
