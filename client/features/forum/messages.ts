import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The forum: its home, categories, search, topic pages, replies, comments and their actions. */
export const forumMessages = defineCatalog('forum', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
