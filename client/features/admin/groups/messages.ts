import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** /admin/groups: the support groups, their settings, members and moderators. */
export const groupsAdminMessages = defineCatalog('admin-groups', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
