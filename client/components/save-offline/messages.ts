import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** "Save for offline" on an article or a video, and its state (issue 26). */
export const saveOfflineMessages = defineCatalog('saveOffline', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
