import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantEntry, ChatResponse } from '../../shared/api/assistant';
import { RED_FLAG_ANSWER } from '../../shared/urgent-advice';
import { buildApp } from '../../server/app';
import { assistantPassages, users } from '../../server/db/schema';
import { aboutFaq } from '../../shared/about-faq';
import { crisisAnswer, diagnosisAnswer, medicationAnswer, noSourceAnswer, outOfScopeAnswer, redFlagAnswer, sayIn } from '../../server/features/assistant/answer-messages';
import { NO_SOURCE_ANSWER, OUT_OF_SCOPE_ANSWER } from '../../server/features/assistant/compose';
import { languageOf } from '../../server/lib/language-of';
import { CRISIS_ANSWER, DIAGNOSIS_ANSWER, MEDICATION_ANSWER } from '../../server/features/assistant/safety';
import { seedAssistantEntries } from '../../server/seed/content/assistant';
import spanishEntries from '../../server/seed/content/assistant-translations/es';
import frenchEntries from '../../server/seed/content/assistant-translations/fr';
import { seedDemoContent } from '../../server/seed/seed';
import { signUp } from '../support/accounts';
import { openTestDatabase, testConfig } from '../support/test-app';

let app: FastifyInstance;
let address = 0;

beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await openTestDatabase(), logger: false });
  await app.ready();
  await seedDemoContent(app.db);
});
afterAll(async () => app.close());

/** A question asked from a page in `page`'s language (the app sends it as Accept-Language). */
async function ask(message: string, page = 'en') {
  address += 1;
  const res = await app.inject({ method: 'POST', url: '/api/chat', remoteAddress: `10.8.0.${address}`, headers: { 'accept-language': page }, payload: { message } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatResponse;
}

describe('the assistant in Spanish and French (issue 25)', () => {
  it('keeps its English answers word for word', () => {
    const english = sayIn('en');
    expect(redFlagAnswer(english)).toBe(RED_FLAG_ANSWER);
    expect(crisisAnswer(english)).toBe(CRISIS_ANSWER);
    expect(diagnosisAnswer(english)).toBe(DIAGNOSIS_ANSWER);
    expect(medicationAnswer(english)).toBe(MEDICATION_ANSWER);
    expect(noSourceAnswer(english)).toBe(NO_SOURCE_ANSWER);
    expect(outOfScopeAnswer(english)).toBe(OUT_OF_SCOPE_ANSWER);
  });

  it('ships every knowledge-base entry in both languages', () => {
    for (const translations of [spanishEntries, frenchEntries]) {
      expect(translations.map((one) => one.source)).toEqual(seedAssistantEntries.map((entry) => entry.question));
    }
  });

  it('tells the language of a question, and takes the page’s when the question does not say', () => {
    expect(languageOf('¿Cuántas horas al día debe usar las botas mi bebé?')).toBe('es');
    expect(languageOf('Combien de temps mon fils doit-il porter l’attelle ?')).toBe('fr');
    expect(languageOf('How long does my son wear the brace at night?', 'es')).toBe('en');
    expect(languageOf('BNB?', 'fr')).toBe('fr');
    expect(languageOf('Ponseti', 'es')).toBe('es');
  });

  it('answers a Spanish question in Spanish from the Spanish knowledge base, and a French one in French', async () => {
    const spanish = spanishEntries[0]!;
    const es = await ask(spanish.question, 'es');
    expect(es.kind).toBe('answer');
    expect(es.response.startsWith(spanish.answer)).toBe(true);

    const french = frenchEntries[5]!;
    const fr = await ask(french.question, 'fr');
    expect(fr.kind).toBe('answer');
    expect(fr.response.startsWith(french.answer)).toBe(true);

    // Typed without accents, as on many phones, it reads the words the sources use.
    const tenotomy = spanishEntries.find((entry) => entry.question.startsWith('¿Qué pasa después de la tenotomía'))!;
    const plain = await ask('que pasa despues de la tenotomia', 'es');
    expect(plain.response.startsWith(tenotomy.answer), plain.response).toBe(true);

    // Worded differently, it still finds its sources in the language asked.
    const loose = await ask('¿por qué mi hija tiene pie zambo? ¿fue culpa mía durante el embarazo?', 'es');
    expect(loose.kind).toBe('answer');
    expect(loose.response).not.toMatch(/\b(the|and|your)\b/);
  });

  it('answers in the question’s language, whatever the page’s', async () => {
    const english = await ask('What is clubfoot?', 'es');
    expect(english.response).toMatch(/^Clubfoot\b/);
    expect(english.response).toMatch(/\b(is|the)\b/);
    const spanish = await ask('¿Qué es el pie zambo?', 'en');
    expect(spanish.response).toBe(spanishEntries[0]!.answer);
  });

  it('reads the About page’s FAQ in Spanish and French as well as English', async () => {
    await ask('What is clubfoot?');
    const rows = await app.db
      .select({ language: assistantPassages.language, title: assistantPassages.title, heading: assistantPassages.heading })
      .from(assistantPassages)
      .where(eq(assistantPassages.sourceKind, 'faq'));
    const headings = (language: string) => rows.filter((row) => row.language === language).map((row) => row.heading);
    expect(headings('en')).toEqual(aboutFaq('en').map((faq) => faq.question));
    expect(headings('es')).toContain('¿Qué es el pie zambo?');
    expect(headings('fr')).toContain('Qu’est-ce que le pied bot ?');
    expect(rows.find((row) => row.language === 'fr')?.title).toBe('À propos : questions fréquentes');
  });

  it('answers from the English sources when there is nothing in the language, and says so', async () => {
    const admin = await signUp(app);
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/assistant/entries',
      headers: { cookie: admin.cookie },
      payload: { question: 'What is the Dimeglio score?', answer: 'The Dimeglio score is another way clinics record how stiff a clubfoot is, from 0 to 20.', keywords: ['dimeglio', 'score'], relatedUrl: null },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reply = await ask('¿Para qué sirve el Dimeglio score?', 'es');
    expect(reply.kind, reply.response).toBe('answer');
    expect(reply.response.startsWith(sayIn('es')('compose.englishSources')), reply.response).toBe(true);
    expect(reply.response).toContain('The Dimeglio score is another way');
  });

  it('puts safety first in Spanish and French too, in the asker’s language', async () => {
    const urgent = await ask('Mi bebé tiene fiebre y el yeso huele mal', 'es');
    expect(urgent).toMatchObject({ kind: 'red-flag', response: redFlagAnswer(sayIn('es')), sources: [] });
    const toes = await ask('Les orteils de ma fille sont bleus et froids dans le plâtre', 'fr');
    expect(toes).toMatchObject({ kind: 'red-flag', response: redFlagAnswer(sayIn('fr')) });
    const crisis = await ask('Je n’en peux plus, j’ai envie de mourir', 'fr');
    expect(crisis).toMatchObject({ kind: 'red-flag', response: crisisAnswer(sayIn('fr')) });
    const dose = await ask('¿Cuánto paracetamol le puedo dar a mi hijo después de la tenotomía?', 'es');
    expect(dose).toMatchObject({ kind: 'diagnosis', response: medicationAnswer(sayIn('es')) });
    expect(dose.sources).toEqual([{ title: 'Encontrar un médico', url: '/find-doctor' }]);
    const diagnose = await ask('¿Puedes diagnosticar a mi bebé si te mando una foto?', 'es');
    expect(await ask('¿Mi hija tiene pie zambo?', 'es')).toMatchObject({ kind: 'diagnosis' });
    expect(diagnose).toMatchObject({ kind: 'diagnosis', response: diagnosisAnswer(sayIn('es')) });
    // An English sign in a Spanish question is still seen.
    const mixed = await ask('Mi bebé tiene fever desde ayer', 'es');
    expect(mixed.kind).toBe('red-flag');
    expect(mixed.response).toBe(redFlagAnswer(sayIn('es')));
  });

  it('lets an administrator write an entry in Spanish beside the English, which Spanish questions are then answered from', async () => {
    const admin = await signUp(app);
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const member = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/assistant/entries',
      headers: { cookie: admin.cookie },
      payload: { question: 'Can grandparents help with the Pirani checks?', answer: 'Grandparents can help by keeping a note of what the clinic says at each visit, so nothing is forgotten.', keywords: ['grandparents'] },
    });
    const entry = created.json() as AssistantEntry;
    const url = (language: string) => `/api/admin/assistant/entries/${entry.id}/translations/${language}`;
    const body = { question: '¿Pueden los abuelos ayudar con las revisiones de Pirani?', answer: 'Los abuelos pueden ayudar anotando lo que dice la clínica en cada visita, para que no se olvide nada.', keywords: ['abuelos', 'abuela', 'abuelo'] };

    expect((await app.inject({ method: 'PUT', url: url('es'), headers: { cookie: member.cookie }, payload: body })).statusCode).toBe(403);
    for (const [language, payload] of [['de', body], ['en', body], ['es', { ...body, answer: 'corta' }], ['es', { ...body, relatedUrl: '/about' }]] as const) {
      const res = await app.inject({ method: 'PUT', url: url(language), headers: { cookie: admin.cookie }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }

    const saved = await app.inject({ method: 'PUT', url: url('es'), headers: { cookie: admin.cookie }, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AssistantEntry).translations).toEqual([{ language: 'es', question: body.question, answer: body.answer, keywords: body.keywords, updatedAt: expect.any(String) }]);
    const listed = (await app.inject({ method: 'GET', url: '/api/admin/assistant/entries', headers: { cookie: admin.cookie } })).json() as { entries: AssistantEntry[] };
    expect(listed.entries.find((one) => one.id === entry.id)?.translations?.map((one) => one.language)).toEqual(['es']);

    const reply = await ask('¿Los abuelos pueden ayudar con las revisiones de Pirani?', 'es');
    expect(reply.response.startsWith(body.answer)).toBe(true);

    expect((await app.inject({ method: 'DELETE', url: url('es'), headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: url('es'), headers: { cookie: admin.cookie } })).statusCode).toBe(404);
    const after = await ask('¿Los abuelos pueden ayudar con las revisiones de Pirani?', 'es');
    expect(after.response.startsWith(body.answer)).toBe(false);
  });

  it('says it has no source, or that the question is not its subject, in the asker’s language', async () => {
    expect(await ask('¿Cuál es la capital de Australia?', 'es')).toMatchObject({ kind: 'out-of-scope', response: outOfScopeAnswer(sayIn('es')) });
  });
});
