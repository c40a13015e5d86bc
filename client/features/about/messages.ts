import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The About page (its FAQ is shared/about-faq's catalogue, which the assistant reads too). */
export const aboutMessages = defineCatalog('about', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });

export { aboutFaqMessages, FAQ_NUMBERS, faqParagraphs } from '@shared/about-faq';
