import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import type { Hit } from './retrieval';

export type ModelSettings = { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };
export type Turn = { role: 'user' | 'assistant'; content: string };

const SYSTEM = [
  'You are "Your clubfoot pal", the assistant of a community site for families and adults affected by clubfoot.',
  'Answer ONLY from the numbered sources given with the question. If they do not answer it, say you could not find it in the site\'s articles.',
  'Cite the sources you use with their numbers in square brackets, like [1].',
  'Be warm, plain and short (at most about 150 words). Never diagnose, never say what a particular child has, and never give medicines or doses.',
  'Remind the reader that their own treatment team knows their child best when it matters.',
].join(' ');

/** Asks an OpenAI-compatible chat-completions API to answer from the passages; throws on any failure or after the timeout. */
/** The language the answer must be written in, as the model is told it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish', fr: 'French' };

export async function askModel(settings: ModelSettings, question: string, history: Turn[], hits: Hit[], language: Locale = DEFAULT_LOCALE) {
  const sources = hits.map((hit, index) => `[${index + 1}] ${hit.title}${hit.heading ? ` — ${hit.heading}` : ''}\n${hit.body}`).join('\n\n');
  const response = await fetch(`${settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.2,
      max_tokens: 500,
      messages: [
        { role: 'system', content: `${SYSTEM} Write the answer in ${LANGUAGE_NAMES[language]}${hits.some((hit) => hit.language !== language) ? ', and say first that it comes from the site\'s English articles' : ''}.` },
        ...history.slice(-4).map((turn) => ({ role: turn.role, content: turn.content.slice(0, 2000) })),
        { role: 'user', content: `Sources:\n\n${sources}\n\nQuestion: ${question}` },
      ],
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`model answered ${response.status}`);
  const data = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = data.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('model gave no answer');
  // Doses are never passed on, whatever the sources said.
  if (/\b\d+(\.\d+)?\s?(mg|ml|milligrams?|millilit(re|er)s?)\b/i.test(content)) throw new Error('model mentioned a dose');
  const cited = [...new Set([...content.matchAll(/\[(\d{1,2})\]/g)].map((match) => Number(match[1]) - 1))].filter((index) => index >= 0 && index < hits.length);
  const text = content.replace(/\s?\[(\d{1,2})\]/g, '').trim();
  return { text, cited: cited.map((index) => hits[index] as Hit) };
}
