import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** The forum's e-mails: a reply to my topic, a comment on my reply. */
export const forumMailMessages = defineCatalog('forum-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
