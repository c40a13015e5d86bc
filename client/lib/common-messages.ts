import { defineCatalog } from './i18n';
import en from './messages/en.json';

/** Words the shared components and helpers show on many pages: times, the resource card's defaults. */
export const commonMessages = defineCatalog('common', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
