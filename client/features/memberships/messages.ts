import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The membership page (/membership) and the profile's membership card. */
export const membershipsMessages = defineCatalog('memberships', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
