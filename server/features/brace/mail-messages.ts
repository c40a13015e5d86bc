import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** The Brace Tracker's reminders: their in-site notices and e-mails, in the member's language. */
export const braceMailMessages = defineCatalog('brace-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
