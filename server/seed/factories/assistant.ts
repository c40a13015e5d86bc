import type { Db } from '../../db';
import { assistantEntries, assistantEntryTranslations } from '../../db/schema';
import { relatedTitleFor } from '../../features/assistant/entries';
import { seedAssistantEntries } from '../content/assistant';
import spanish from '../content/assistant-translations/es';
import french from '../content/assistant-translations/fr';

/** The assistant's knowledge base, written for this site (after the articles, whose titles the links show), in English, Spanish and French. */
export async function seedAssistant(db: Db) {
  const rows = [];
  for (const entry of seedAssistantEntries) {
    rows.push({ ...entry, relatedTitle: await relatedTitleFor(db, entry.relatedUrl) });
  }
  const inserted = await db.insert(assistantEntries).values(rows).returning({ id: assistantEntries.id, question: assistantEntries.question });
  const idOf = new Map(inserted.map((row) => [row.question, row.id]));
  const translations = [...spanish.map((one) => ({ ...one, language: 'es' })), ...french.map((one) => ({ ...one, language: 'fr' }))].flatMap(({ source, language, question, answer, keywords }) => {
    const entryId = idOf.get(source);
    return entryId === undefined ? [] : [{ entryId, language, question, answer, keywords }];
  });
  if (translations.length) await db.insert(assistantEntryTranslations).values(translations);
}
