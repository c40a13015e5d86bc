import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** /admin/videos: the video library's list, uploads and processing, the editor, and the dashboard's card. */
export const videosAdminMessages = defineCatalog('admin-videos', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
