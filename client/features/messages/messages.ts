import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** Private messages: the conversation list, a thread, the composer, reports and the Privacy tab's message settings. */
export const messagesMessages = defineCatalog('messages', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
