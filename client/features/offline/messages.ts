import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The saved-for-offline screen (issue 26). */
export const offlineMessages = defineCatalog('offline', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
