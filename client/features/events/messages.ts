import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** Events and webinars: the list, an event's page, registration, the calendar feed and the events admin screen. */
export const eventsMessages = defineCatalog('events', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
