import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** /admin/stories: the success stories' moderation queue and decisions. */
export const storiesAdminMessages = defineCatalog('admin-stories', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
