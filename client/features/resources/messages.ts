import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The resource library and its articles. */
export const resourcesMessages = defineCatalog('resources', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
