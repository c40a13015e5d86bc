import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** Signing in and up, the reset-password page and the confirm-your-address banner. */
export const authMessages = defineCatalog('auth', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
