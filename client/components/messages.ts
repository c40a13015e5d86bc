import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/**
 * Words of the shared components that no page's first load needs (badges, category administration,
 * the contact form, pagination, status badges...): they load with the screens that show them.
 */
export const componentsMessages = defineCatalog('components', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
