import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The About page, with its FAQ (the English is shared/about-faq.ts's, which the assistant also reads). */
export const aboutMessages = defineCatalog('about', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
