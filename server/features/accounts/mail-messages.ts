import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** The account e-mails: confirming an address, resetting a password. */
export const accountMailMessages = defineCatalog('accounts-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
