import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The assistant's admin screen: its figures, the knowledge base and the recent questions. */
export const assistantMessages = defineCatalog('admin-assistant', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
