import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** Clubfoot Buddy's notices and e-mails: each step of a match, and new possible buddies. */
export const buddyMailMessages = defineCatalog('buddy-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
