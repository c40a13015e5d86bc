import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** The e-mail about private messages still unread. */
export const messagesMailMessages = defineCatalog('messages-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
