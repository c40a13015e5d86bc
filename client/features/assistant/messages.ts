import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The assistant's panel: its title, greeting, reactions and notices. */
export const assistantMessages = defineCatalog('assistant', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
