/** A shipped translation of one seeded assistant entry (server/seed/content/assistant.ts), found by its English question. */
export type SeedAssistantTranslation = {
  /** The English entry's `question`, exactly as written there. */
  source: string;
  question: string;
  answer: string;
  keywords: string[];
};
