import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssistantEntry, AssistantEntryBody, AssistantEntryTranslationBody, EntryLanguage } from '@shared/api/assistant';
import type { ChatAnswerKind } from '@shared/assistant';
import { call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import type { assistantMessages } from './messages';

/* The assistant in the admin area (issue 9): /api/admin/assistant's summary, knowledge base and questions. */

const root = [...queryKeys.admin, 'assistant'] as const;
export const adminAssistantKeys = {
  summary: [...root, 'summary'] as const,
  entries: [...root, 'entries'] as const,
  questions: (query: object) => [...root, 'questions', query] as const,
};

/** What a screen does when a change succeeds or fails (its notices); run even if the screen has gone by then. */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

/** Rows per page of the questions table (the server allows up to 100). */
export const ASSISTANT_QUESTIONS_PAGE_SIZE = 25;

export const questionFilters = ['all', 'no-source', 'helped', 'not-helped', 'safety'] as const;
export type QuestionFilter = (typeof questionFilters)[number];
type AssistantKey = keyof (typeof assistantMessages)['en'];

export const QUESTION_FILTER_LABELS = {
  all: 'filter.all',
  'no-source': 'filter.noSource',
  helped: 'filter.helped',
  'not-helped': 'filter.notHelped',
  safety: 'filter.safety',
} as const satisfies Record<QuestionFilter, AssistantKey>;

export const ANSWER_KIND_LABELS = {
  answer: 'kind.answer',
  'red-flag': 'kind.redFlag',
  diagnosis: 'kind.diagnosis',
  'out-of-scope': 'kind.outOfScope',
  'no-source': 'kind.noSource',
} as const satisfies Record<ChatAnswerKind, AssistantKey>;

export type AssistantQuestionsParams = { filter: QuestionFilter; page: number };

/** Questions this week, reactions, no-source and safety answers, entries, and the model in use. */
export function useAssistantSummary() {
  return useQuery({ queryKey: adminAssistantKeys.summary, queryFn: () => call(adminApi.assistantAdmin.summary) });
}

/** The knowledge base, most recently changed first. */
export function useAssistantEntries() {
  return useQuery({ queryKey: adminAssistantKeys.entries, queryFn: () => call(adminApi.assistantAdmin.entries) });
}

/** Newest first; paging keeps the previous page on screen while the next one loads. */
export function useAssistantQuestions({ filter, page }: AssistantQuestionsParams) {
  const query = { filter, page, pageSize: ASSISTANT_QUESTIONS_PAGE_SIZE };
  return useQuery({ queryKey: adminAssistantKeys.questions(query), queryFn: () => call(adminApi.assistantAdmin.questions, { query }), placeholderData: keepPreviousData });
}

/** An entry changes the list, the count and the audit log. */
async function entriesChanged(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminAssistantKeys.entries }),
    queryClient.invalidateQueries({ queryKey: adminAssistantKeys.summary }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
  ]);
}

/** POST /api/admin/assistant/entries; a refusal (400) is shown in the form, not as a notice. */
export function useCreateAssistantEntry(outcome: Outcome<AssistantEntry, AssistantEntryBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssistantEntryBody) => call(adminApi.assistantAdmin.createEntry, { body }),
    onSuccess: (entry, body) => {
      outcome.onSuccess?.(entry, body);
      return entriesChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

/** PUT /api/admin/assistant/entries/{id} */
export function useUpdateAssistantEntry(outcome: Outcome<AssistantEntry, { id: number; body: AssistantEntryBody }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AssistantEntryBody }) => call(adminApi.assistantAdmin.updateEntry, { params: { id }, body }),
    onSuccess: (entry, change) => {
      outcome.onSuccess?.(entry, change);
      return entriesChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

/** DELETE /api/admin/assistant/entries/{id} */
export function useDeleteAssistantEntry(outcome: Outcome<unknown, AssistantEntry> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: AssistantEntry) => {
      await call(adminApi.assistantAdmin.deleteEntry, { params: { id: entry.id } });
    },
    onSuccess: (done, entry) => {
      outcome.onSuccess?.(done, entry);
      return entriesChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

export type EntryTranslationSave = { entry: AssistantEntry; language: EntryLanguage; body: AssistantEntryTranslationBody };

/** PUT /api/admin/assistant/entries/{id}/translations/{language}; a refusal (400) is shown in the form. */
export function useSaveEntryTranslation(outcome: Outcome<AssistantEntry, EntryTranslationSave> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, language, body }: EntryTranslationSave) => call(adminApi.assistantAdmin.saveEntryTranslation, { params: { id: entry.id, language }, body }),
    onSuccess: (entry, change) => {
      outcome.onSuccess?.(entry, change);
      return entriesChanged(queryClient);
    },
    onError: outcome.onError,
  });
}

/** DELETE /api/admin/assistant/entries/{id}/translations/{language} */
export function useDeleteEntryTranslation(outcome: Outcome<unknown, { entry: AssistantEntry; language: EntryLanguage }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entry, language }: { entry: AssistantEntry; language: EntryLanguage }) => {
      await call(adminApi.assistantAdmin.deleteEntryTranslation, { params: { id: entry.id, language } });
    },
    onSuccess: (done, change) => {
      outcome.onSuccess?.(done, change);
      return entriesChanged(queryClient);
    },
    onError: outcome.onError,
  });
}
