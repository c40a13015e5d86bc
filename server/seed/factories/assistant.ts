import type { Db } from '../../db';
import { assistantEntries } from '../../db/schema';
import { relatedTitleFor } from '../../features/assistant/entries';
import { seedAssistantEntries } from '../content/assistant';

/** The assistant's knowledge base, written for this site (after the articles, whose titles the links show). */
export async function seedAssistant(db: Db) {
  const rows = [];
  for (const entry of seedAssistantEntries) {
    rows.push({ ...entry, relatedTitle: await relatedTitleFor(db, entry.relatedUrl) });
  }
  await db.insert(assistantEntries).values(rows);
}
