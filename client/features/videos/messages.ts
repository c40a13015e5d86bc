import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The video library, a video's page and its player. */
export const videosMessages = defineCatalog('videos', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
