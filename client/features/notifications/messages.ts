import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The header's bell and the list of notices under it (a few messages: the bell is on every page). */
export const notificationsMessages = defineCatalog('notifications', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
