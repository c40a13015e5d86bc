import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The Brace Tracker: the tracker page, its panels, the skin-check advice, and the invitation page. */
export const braceMessages = defineCatalog('brace', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });

export type BraceKey = keyof typeof en;
