import type { ChatSource } from '../../../shared/api/assistant';
import { sentencesOf } from './chunking';
import type { Hit } from './retrieval';
import { closeTo, wordsOf } from './text';
import type { Say } from './answer-messages';

/** Words that show a message is about clubfoot, its treatment or this community (typos allowed). */
const DOMAIN = [
  'clubfoot', 'clubfeet', 'club', 'talipes', 'ctev', 'ponseti', 'foot', 'feet', 'toe', 'toes', 'leg', 'legs', 'ankle', 'ankles', 'heel', 'calf', 'achilles',
  'tendon', 'tenotomy', 'cast', 'casts', 'casting', 'plaster', 'brace', 'braces', 'bracing', 'boots', 'boot', 'bar', 'bnb', 'afo', 'splint', 'shoe', 'shoes',
  'socks', 'relapse', 'relapsed', 'baby', 'babies', 'newborn', 'infant', 'toddler', 'child', 'children', 'kid', 'kids', 'son', 'daughter', 'pregnant', 'pregnancy',
  'scan', 'ultrasound', 'doctor', 'doctors', 'clinic', 'surgeon', 'orthopaedic', 'orthopedic', 'physio', 'physiotherapy', 'therapy', 'treatment', 'treated',
  'walk', 'walking', 'crawl', 'crawling', 'run', 'running', 'sport', 'sports', 'school', 'nursery', 'daycare', 'teacher', 'travel', 'flight', 'adult', 'adults',
  'pain', 'arthritis', 'surgery', 'operation', 'diagnosis', 'diagnosed', 'buddy', 'forum', 'community', 'parent', 'parents', 'mum', 'mom', 'dad', 'family',
  'specialist', 'transfer', 'tibialis', 'stretches', 'stretching', 'exercises', 'diaper', 'nappy', 'bath', 'sleep', 'sleeping', 'nights', 'naps', 'crying',
  'feelings', 'support', 'donate', 'donation', 'cure', 'condition', 'born', 'birth', 'genetic', 'hereditary', 'limp', 'calves', 'dance', 'dancing', 'swimming',
  'ballet', 'gymnastics', 'football', 'soccer', 'grandparents', 'grandparent', 'relatives', 'siblings', 'sibling', 'brother', 'sister', 'husband', 'wife',
  'partner', 'appointment', 'appointments', 'checkup', 'reception', 'preschool', 'kindergarten', 'teachers', 'holiday', 'vacation', 'plane', 'tiptoe', 'intoeing',
  'toeing', 'gait', 'limping', 'orthotics', 'insoles', 'sizes', 'size', 'guilty', 'guilt', 'alone', 'lonely', 'scared', 'worried', 'anxious', 'overwhelmed',
  'emotional', 'cope', 'coping', 'stressed', 'grieving', 'upset',
  // Spanish and French (issue 25), as wordsOf reads them: lower case, without accents.
  'zambo', 'equino', 'varo', 'pie', 'pies', 'yeso', 'yesos', 'escayola', 'ferula', 'botas', 'barra', 'tenotomia', 'recaida', 'bebe', 'hijo', 'hija', 'nino', 'nina',
  'zapatos', 'tendon', 'tobillo', 'talon', 'tratamiento', 'cirugia', 'medico', 'clinica', 'caminar', 'gatear', 'escuela', 'guarderia', 'embarazo', 'ecografia',
  'pied', 'pieds', 'bot', 'platre', 'platres', 'attelle', 'chaussures', 'barre', 'tenotomie', 'recidive', 'fils', 'fille', 'enfant', 'cheville', 'achille',
  'traitement', 'chirurgie', 'medecin', 'marcher', 'ecole', 'creche', 'grossesse', 'echographie', 'orthese',
];

export function isAboutClubfoot(message: string) {
  return wordsOf(message).some((word) => closeTo(word.replace(/'s$/, ''), DOMAIN) !== null);
}

export const OUT_OF_SCOPE_ANSWER = [
  'I’m here for questions about clubfoot: what it is, casting, the tenotomy, bracing, shoes, growing up and living with clubfoot, and finding support.',
  'I can’t help with that one. If it is about your own or your child’s health, please ask your doctor or pharmacist. You can also browse our resource library (/resources) or talk with other families in the forum (/community/forum).',
].join('\n\n');

export const NO_SOURCE_ANSWER = [
  'I couldn’t find an answer to that in our articles, and I would rather not guess.',
  'You could try asking in another way, or ask other families in our forum (/community/forum). Your child’s treatment team is always the best source for questions about your child. If something seems urgent, contact your clinic straight away or call your local emergency number.',
].join('\n\n');

/** The first three different pages the passages came from. */
export function sourcesOf(hits: Hit[], max = 3): ChatSource[] {
  const sources: ChatSource[] = [];
  for (const hit of hits) {
    if (!hit.url || sources.some((source) => source.url === hit.url)) continue;
    sources.push({ title: hit.title, url: hit.url });
    if (sources.length === max) break;
  }
  return sources;
}

const stemOf = (word: string) => word.slice(0, 5);

/** The sentences of a passage that share most words with the question, in their order, at most `max`. */
export function bestSentences(question: string, body: string, max = 3, maxChars = 600) {
  const asked = new Set(wordsOf(question).filter((word) => word.length > 3).map(stemOf));
  const sentences = sentencesOf(body).map((text, index) => ({
    text,
    index,
    score: new Set(wordsOf(text).filter((word) => word.length > 3 && asked.has(stemOf(word))).map(stemOf)).size,
  }));
  const chosen = [...sentences].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, max);
  // Keep the passage's opening sentence when nothing matches better: it usually says what the section is about.
  const picked = chosen.some((s) => s.score > 0) ? chosen.filter((s) => s.score > 0) : sentences.slice(0, 2);
  let text = '';
  for (const sentence of picked.sort((a, b) => a.index - b.index)) {
    if (text && text.length + sentence.text.length > maxChars) break;
    text = text ? `${text} ${sentence.text}` : sentence.text;
  }
  return text;
}

/** The answer without a language model: the site's own words from the best passage, with where they come from, in the language `say` speaks. */
export function composeAnswer(question: string, hits: Hit[], say: Say): string {
  const [top] = hits;
  if (!top) return [say('noSource.notFound'), say('noSource.tryAgain')].join('\n\n');
  if (top.sourceKind === 'entry' || top.sourceKind === 'faq') {
    const more = hits.find((hit) => hit.sourceKind === 'article' && hit.url !== top.url && hit.score >= top.score * 0.5);
    return [top.body.split('\n').join(' '), more ? say('compose.readMore', { title: more.title }) : null].filter(Boolean).join('\n\n');
  }
  const quote = bestSentences(question, top.body);
  const from = top.heading ? say('compose.fromArticleSection', { title: top.title, heading: top.heading }) : say('compose.fromArticle', { title: top.title });
  return `${from}\n\n${quote}\n\n${say('compose.everyChild')}`;
}
