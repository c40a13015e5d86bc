import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** The events' e-mails and in-site notices (places, cancellations, invitations, reminders, recordings), in the member's language. */
export const eventMailMessages = defineCatalog('events-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
