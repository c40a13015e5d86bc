import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** What a story's author hears of the moderators' decisions: the notice in the site and the e-mail. */
export const storyMailMessages = defineCatalog('stories-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
