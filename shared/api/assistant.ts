import { z } from 'zod';
import { errorBody, okBody, pageFields, pageQueryFields } from './common';
import { endpoint, type ShownOn } from './endpoint';
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX, chatAnswerKinds, storedReactions } from '../assistant';
import type { TranslatedLocale } from '../i18n/locales';

const chatText = z
  .string()
  .trim()
  .min(1, 'Please type a question')
  .max(CHAT_MESSAGE_MAX, `A message can be at most ${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters`);

/** POST /api/chat (spec section 7: {message} -> {response, timestamp}). */
export const chatBody = z
  .object({
    message: chatText,
    /** The last few turns, oldest first, so a follow-up question can be understood. */
    history: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(CHAT_MESSAGE_MAX * 2) }).strict())
      .max(CHAT_HISTORY_MAX)
      .optional()
      .default([]),
  })
  .strict();
export type ChatBody = z.input<typeof chatBody>;

export const chatSource = z.object({ title: z.string(), url: z.string() });
export type ChatSource = z.infer<typeof chatSource>;

export const chatResponse = z.object({
  /** The question's id, for reactions. */
  id: z.string(),
  response: z.string(),
  timestamp: z.string(),
  sources: z.array(chatSource),
  kind: z.enum(chatAnswerKinds),
});
export type ChatResponse = z.infer<typeof chatResponse>;

export const chatReactionBody = z.object({ reaction: z.enum(storedReactions).nullable() }).strict();

/** Admin: the knowledge base. */
export const assistantEntryBody = z
  .object({
    question: z.string().trim().min(5, 'Please write the question').max(300),
    answer: z.string().trim().min(20, 'Please write an answer of at least a sentence').max(3000),
    keywords: z.array(z.string().trim().min(1).max(60)).max(20).optional().default([]),
    /** A page of this site (a path starting with /), shown as the answer's source. */
    relatedUrl: z
      .string()
      .trim()
      .max(300)
      .regex(/^\/(?!\/)[\w\-./#?=&%]*$/, 'The related page must be a path on this site, such as /resources/the-ponseti-method-step-by-step')
      .nullable()
      .optional()
      .default(null),
  })
  .strict();
export type AssistantEntryBody = z.input<typeof assistantEntryBody>;

/** The languages an entry can be translated into (English is the original). */
export const entryLanguage = z.enum(['es', 'fr'] as const satisfies readonly TranslatedLocale[]);
export type EntryLanguage = z.infer<typeof entryLanguage>;

/** An entry in another language, written beside the English original (issue 25); its page link is the original's. */
export const assistantEntryTranslationBody = assistantEntryBody.omit({ relatedUrl: true }).strict();
export type AssistantEntryTranslationBody = z.input<typeof assistantEntryTranslationBody>;

export const assistantEntryTranslation = z.object({ language: entryLanguage, question: z.string(), answer: z.string(), keywords: z.array(z.string()), updatedAt: z.string() });
export type AssistantEntryTranslation = z.infer<typeof assistantEntryTranslation>;

export const assistantEntry = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  keywords: z.array(z.string()),
  relatedUrl: z.string().nullable(),
  relatedTitle: z.string().nullable(),
  updatedAt: z.string(),
  /** Its Spanish and French, where written. */
  translations: z.array(assistantEntryTranslation).optional(),
});
export type AssistantEntry = z.infer<typeof assistantEntry>;
export const assistantEntries = z.object({ entries: z.array(assistantEntry) });

export const assistantQuestionsQuery = z
  .object({
    filter: z.enum(['all', 'no-source', 'helped', 'not-helped', 'safety']).optional().default('all'),
    ...pageQueryFields,
  })
  .strict();

export const assistantQuestion = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  kind: z.enum(chatAnswerKinds),
  sources: z.array(chatSource),
  model: z.string().nullable(),
  reaction: z.enum(storedReactions).nullable(),
  /** Whether a member asked (never who: the list is for improving answers). */
  fromMember: z.boolean(),
  createdAt: z.string(),
});
export type AssistantQuestion = z.infer<typeof assistantQuestion>;
export const assistantQuestionsPage = z.object({
  questions: z.array(assistantQuestion),
  ...pageFields,
});
export type AssistantQuestionsPage = z.infer<typeof assistantQuestionsPage>;

export const assistantSummary = z.object({
  questionsThisWeek: z.number().int(),
  helped: z.number().int(),
  notHelped: z.number().int(),
  noSourceThisWeek: z.number().int(),
  safetyThisWeek: z.number().int(),
  entries: z.number().int(),
  /** The language model in use, or null when answers are composed from the site's own words. */
  model: z.string().nullable(),
});
export type AssistantSummary = z.infer<typeof assistantSummary>;

/** POST /api/chat/:id/reaction: the answer's id, as the asker's widget got it. */
export const chatAnswerParams = z.object({ id: z.string().uuid('Not a valid answer id') });
export const assistantEntryParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const chatErrors = { 400: errorBody, 404: errorBody, 429: errorBody };
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const assistantEndpoints = {
  /** Anyone may ask; limits per address and per member. */
  ask: endpoint({ method: 'POST', path: '/api/chat', access: 'public', shownOn: [{ viewer: 'admin', page: () => '/admin/assistant' }], body: chatBody, responses: { 200: chatResponse, ...chatErrors } }),
  /** Whoever holds an answer's id (its asker's widget) may say whether it helped. */
  react: endpoint({
    method: 'POST',
    path: '/api/chat/:id/reaction',
    access: 'public',
    params: chatAnswerParams,
    body: chatReactionBody,
    responses: { 200: okBody, ...chatErrors },
  }),
};

/** Where an entry is read: the team's list, and the assistant's answer to its question, on any page. */
const entryShown: ShownOn[] = [
  { viewer: 'admin', page: () => '/admin/assistant', fields: ['question', 'keywords'] },
  { viewer: 'visitor', page: () => '/about', ask: ({ body }) => String(body.question), fields: ['answer'] },
];

export const assistantAdminEndpoints = {
  summary: endpoint({ method: 'GET', path: '/api/admin/assistant/summary', access: 'admin', responses: { 200: assistantSummary, ...adminErrors } }),
  entries: endpoint({ method: 'GET', path: '/api/admin/assistant/entries', access: 'admin', responses: { 200: assistantEntries, ...adminErrors } }),
  createEntry: endpoint({
    method: 'POST',
    path: '/api/admin/assistant/entries',
    idempotent: true,
    access: 'admin',
    shownOn: entryShown,
    body: assistantEntryBody,
    responses: { 201: assistantEntry, ...adminErrors },
  }),
  updateEntry: endpoint({
    method: 'PUT',
    path: '/api/admin/assistant/entries/:id',
    access: 'admin',
    shownOn: entryShown,
    params: assistantEntryParams,
    body: assistantEntryBody,
    responses: { 200: assistantEntry, ...adminErrors },
  }),
  /** Writes (or replaces) an entry in a language: questions asked in it are answered from it. */
  saveEntryTranslation: endpoint({
    method: 'PUT',
    path: '/api/admin/assistant/entries/:id/translations/:language',
    access: 'admin',
    shownOn: [
      { viewer: 'admin', page: () => '/admin/assistant', fields: ['question'] },
      { viewer: 'visitor', page: ({ params }) => `/${params.language}/about`, ask: ({ body }) => String(body.question), fields: ['answer'] },
    ],
    params: assistantEntryParams.extend({ language: entryLanguage }),
    body: assistantEntryTranslationBody,
    responses: { 200: assistantEntry, ...adminErrors },
  }),
  /** Removes an entry's translation: questions in that language are answered from the other sources. */
  deleteEntryTranslation: endpoint({
    method: 'DELETE',
    path: '/api/admin/assistant/entries/:id/translations/:language',
    access: 'admin',
    params: assistantEntryParams.extend({ language: entryLanguage }),
    responses: { 200: okBody, ...adminErrors },
  }),
  deleteEntry: endpoint({
    method: 'DELETE',
    path: '/api/admin/assistant/entries/:id',
    access: 'admin',
    params: assistantEntryParams,
    responses: { 200: okBody, ...adminErrors },
  }),
  questions: endpoint({
    method: 'GET',
    path: '/api/admin/assistant/questions',
    access: 'admin',
    query: assistantQuestionsQuery,
    responses: { 200: assistantQuestionsPage, ...adminErrors },
  }),
};
