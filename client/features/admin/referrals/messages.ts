import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** /admin/referrals and /admin/specialists: the doctor requests, their matching, and the directory of specialists. */
export const referralsAdminMessages = defineCatalog('admin-referrals', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
