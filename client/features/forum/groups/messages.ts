import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The support groups: their list, a group's page, its discussions, members, requests and membership. */
export const groupsMessages = defineCatalog('forum-groups', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
