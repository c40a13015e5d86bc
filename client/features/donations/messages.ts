import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The donate page, its payment step and thank-you, a donor's gifts and the manage-your-gift page. */
export const donationsMessages = defineCatalog('donations', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
