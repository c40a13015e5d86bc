import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The badge demo page: sample members and what each badge means. */
export const badgesMessages = defineCatalog('badges', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
