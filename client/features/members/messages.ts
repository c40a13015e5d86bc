import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** A member's public profile page (/members/{id}). */
export const membersMessages = defineCatalog('members', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
