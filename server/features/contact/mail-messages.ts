import { defineCatalog } from '../../lib/i18n';
import en from './messages/en.json';

/** The contact form's confirmation to its sender (a member's in their language, else English) and the team's notice. */
export const contactMailMessages = defineCatalog('contact-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
