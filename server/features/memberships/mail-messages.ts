import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** The supporting member's receipts and notices, in their language. */
export const membershipMailMessages = defineCatalog('memberships-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
