import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The assistant's bar, on every page: its few words only (the panel's are in ../messages). */
export const assistantBarMessages = defineCatalog('assistant-bar', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
