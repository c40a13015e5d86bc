import type { Locale } from '../i18n/locales';
import { defineCatalog, translate } from '../i18n/runtime';
import en from './messages/en.json';

/**
 * The About page's FAQ (spec section 2): shown on /about and one of the assistant's sources. Its words
 * are this folder's catalogue (`faq.<n>.question`, `faq.<n>.answer` with paragraphs separated by a blank
 * line), so the page and the assistant read the same questions in every language (decision 0032).
 */
export const aboutFaqMessages = defineCatalog('about-faq', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });

export type AboutFaq = { question: string; answer: string[] };

/** The questions, in their order: `faq.1` … `faq.5`. */
export const FAQ_NUMBERS = [1, 2, 3, 4, 5] as const;

/** An answer's paragraphs. */
export const faqParagraphs = (text: string) => text.split(/\n\s*\n/);

/** The FAQ in a language (its catalogue loaded). */
export const aboutFaq = (locale: Locale): AboutFaq[] =>
  FAQ_NUMBERS.map((n) => ({
    question: translate(locale, aboutFaqMessages, `faq.${n}.question`),
    answer: faqParagraphs(translate(locale, aboutFaqMessages, `faq.${n}.answer`)),
  }));

/** Where the assistant says an FAQ answer comes from ("About us: frequently asked questions"). */
export const aboutFaqSource = (locale: Locale) => translate(locale, aboutFaqMessages, 'source');
