import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** Success stories: the list, a story, telling one, and the author's own stories. */
export const storiesMessages = defineCatalog('stories', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
