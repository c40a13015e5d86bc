import { describe, expect, it } from 'vitest';
import type { Corpus, LanguageStats } from '../../server/features/assistant/passages';
import { questionWords } from '../../server/features/assistant/retrieval';

const stats = (vocabulary: string[]): LanguageStats => ({ passages: 10, documentFrequency: new Map(), vocabulary });
const corpus: Corpus = {
  languages: {
    en: stats(['brace', 'tenotomy', 'swollen']),
    es: stats(['tenotomía', 'cuánto', 'férula', 'yeso', 'yesos', 'recaída', 'zapatos']),
    fr: stats(['ténotomie', 'attelle', 'plâtre', 'récidive', 'chaussures', 'combien']),
  },
};

/* Issue 25: the assistant reads a Spanish or French question as kindly as an English one. */
describe('the words the assistant searches for', () => {
  it('corrects English typos and adds what people call things', () => {
    expect(questionWords('how long is the brase worn', corpus)).toContain('brace');
    expect(questionWords('bnb at night', corpus)).toEqual(expect.arrayContaining(['boots', 'bar', 'brace']));
  });

  it('reads Spanish typed without accents, or with a letter wrong, as the word the passages use', () => {
    const words = questionWords('¿Cuanto dura la tenotomia?', corpus, 'es');
    expect(words).toEqual(expect.arrayContaining(['cuánto', 'tenotomía']));
    expect(questionWords('la feurla de noche', corpus, 'es')).toContain('férula');
    expect(questionWords('una recaida', corpus, 'es')).toContain('recaída');
  });

  it('adds the Spanish and French words the passages use for everyday ones', () => {
    expect(questionWords('¿cuántas escayolas hacen falta?', corpus, 'es')).toContain('yesos');
    expect(questionWords('las botas y la barra', corpus, 'es')).toContain('férula');
    expect(questionWords('les platres de mon bébé', corpus, 'fr')).toContain('plâtres');
    expect(questionWords('combien de temps dure la tenotomie ?', corpus, 'fr')).toEqual(expect.arrayContaining(['combien', 'ténotomie']));
    expect(questionWords('ses baskets', corpus, 'fr')).toContain('chaussures');
  });

  it('leaves a word it does not know as it is', () => {
    expect(questionWords('mañana', corpus, 'es')).toEqual(['mañana']);
  });
});
