import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The profile page: its card, tabs and forms (personal, clubfoot details, notifications, privacy and the account's safety controls). */
export const profileMessages = defineCatalog('profile', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
