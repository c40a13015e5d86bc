import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The app's own words outside the layout: the first visit's splash, the offer to install the app, a new version. */
export const appMessages = defineCatalog('app', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
