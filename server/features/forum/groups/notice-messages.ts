import { defineCatalog } from '../../../lib/i18n';
import en from './messages/en.json';

/** The support groups' notices: added to a group, made a moderator, a join request and its answer. */
export const groupNoticeMessages = defineCatalog('group-notices', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
