import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/**
 * The nudge to complete the profile (components/profile-reminder.tsx). A catalogue of its own: the
 * reminder is part of every page's layout, so its few messages, not the whole profile's, come with the first load.
 */
export const profileReminderMessages = defineCatalog('profile-reminder', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
