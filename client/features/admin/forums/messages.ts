import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** /admin/forums: the report queue, topic moderation, the forum's categories and recent activity. */
export const forumsAdminMessages = defineCatalog('admin-forums', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
