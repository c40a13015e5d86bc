import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';

/*
 * The language a text is written in (issue 25): the assistant answers a question in it, and each forum
 * post and message marks it. Short words that each language uses all the time, and letters only one of
 * them writes, decide; a text that says too little ("BNB?", "Gracias") is taken to be in `fallback`
 * (the page's, or the writer's own language).
 */

const COMMON: Record<Locale, readonly string[]> = {
  en: ['the', 'and', 'is', 'are', 'my', 'his', 'her', 'what', 'how', 'when', 'why', 'does', 'do', 'can', 'should', 'with', 'for', 'to', 'of', 'it', 'baby', 'son', 'daughter', 'feet', 'foot', 'will', 'have', 'has', 'we', 'our', 'i', 'in', 'at', 'night', 'wear', 'long', 'shoes', 'cast', 'brace'],
  es: ['el', 'la', 'los', 'las', 'es', 'son', 'mi', 'mis', 'que', 'qué', 'cómo', 'como', 'cuándo', 'cuando', 'por', 'para', 'con', 'del', 'una', 'un', 'y', 'en', 'se', 'hijo', 'hija', 'bebé', 'bebe', 'pie', 'pies', 'zambo', 'puedo', 'debo', 'tiene', 'hay', 'cuánto', 'cuanto', 'noche', 'férula', 'ferula', 'botas', 'yeso', 'nuestro', 'nuestra', 'está', 'esta', 'muy', 'sí', 'pero', 'también'],
  fr: ['le', 'la', 'les', 'est', 'sont', 'mon', 'ma', 'mes', 'que', 'quoi', 'comment', 'quand', 'pourquoi', 'pour', 'avec', 'des', 'une', 'un', 'et', 'en', 'dans', 'du', 'au', 'aux', 'fils', 'fille', 'bébé', 'pied', 'pieds', 'bot', 'puis', 'dois', 'faut', 'il', 'elle', 'nous', 'notre', 'combien', 'nuit', 'attelle', 'chaussures', 'plâtre', 'platre', 'très', 'mais', 'aussi', 'ce', 'qu', 'est-ce'],
};

const SCORES = Object.entries(COMMON).map(([locale, words]) => ({ locale: locale as Locale, words: new Set(words) }));

/** Letters (and marks) that one language writes and the others do not. */
const LETTERS: [Locale, RegExp][] = [
  ['es', /[ñ¿¡]|ción\b|ciones\b/gu],
  ['fr', /[çœèêëîïûù]|\b(?:l|d|j|qu|n|s|c)['’]/gu],
];

/** The question's language, or `fallback` (the page's) when its words do not say. */
export function languageOf(question: string, fallback: Locale = DEFAULT_LOCALE): Locale {
  const lower = question.toLowerCase();
  const words = lower.match(/[\p{L}]+(?:-[\p{L}]+)?/gu) ?? [];
  const score: Record<Locale, number> = { en: 0, es: 0, fr: 0 };
  for (const word of words) for (const { locale, words: known } of SCORES) if (known.has(word)) score[locale] += 1;
  for (const [locale, pattern] of LETTERS) score[locale] += 2 * (lower.match(pattern)?.length ?? 0);
  const ranked = (Object.entries(score) as [Locale, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  // Clearly ahead of the others, or the page's own language where it is one of the leaders.
  if (!best || best[1] === 0) return fallback;
  if (second && best[1] === second[1]) return score[fallback] === best[1] ? fallback : best[0];
  if (best[1] - (second?.[1] ?? 0) < 2 && score[fallback] >= best[1] - 1) return fallback;
  return best[0];
}
