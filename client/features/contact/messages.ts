import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The contact page (its form is client/components/contact's). */
export const contactMessages = defineCatalog('contact', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
