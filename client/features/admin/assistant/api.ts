import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssistantEntry, AssistantEntryBody, AssistantQuestionsPage, AssistantSummary } from '@shared/api/assistant';
import type { ChatAnswerKind } from '@shared/assistant';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest } from '@client/lib/api';

/* The assistant in the admin area (issue 9): /api/admin/assistant's summary, knowledge base and questions. */

const ASSISTANT_URL = '/api/admin/assistant';
const ENTRIES_URL = `${ASSISTANT_URL}/entries`;
export const assistantSummaryKey = [`${ASSISTANT_URL}/summary`] as const;
export const assistantEntriesKey = [ENTRIES_URL] as const;

/** Rows per page of the questions table (the server allows up to 100). */
export const ASSISTANT_QUESTIONS_PAGE_SIZE = 25;

export const questionFilters = ['all', 'no-source', 'helped', 'not-helped', 'safety'] as const;
export type QuestionFilter = (typeof questionFilters)[number];
export const QUESTION_FILTER_LABELS: Record<QuestionFilter, string> = {
  all: 'All',
  'no-source': 'No source found',
  helped: 'Helped',
  'not-helped': 'Not helped',
  safety: 'Safety',
};

export const ANSWER_KIND_LABELS: Record<ChatAnswerKind, string> = {
  answer: 'Answer',
  'red-flag': 'Urgent signs',
  diagnosis: 'Diagnosis or medicine',
  'out-of-scope': 'Not about clubfoot',
  'no-source': 'No source found',
};

export type AssistantQuestionsParams = { filter: QuestionFilter; page: number };

/** The default query function GETs the first key element, so the filter and page are part of it. */
export function assistantQuestionsKey({ filter, page }: AssistantQuestionsParams) {
  const params = new URLSearchParams({ filter, page: String(page), pageSize: String(ASSISTANT_QUESTIONS_PAGE_SIZE) });
  return [`${ASSISTANT_URL}/questions?${params.toString()}`] as const;
}

/** Questions this week, reactions, no-source and safety answers, entries, and the model in use. */
export function useAssistantSummary() {
  return useQuery<AssistantSummary>({ queryKey: assistantSummaryKey });
}

/** The knowledge base, most recently changed first. */
export function useAssistantEntries() {
  return useQuery<{ entries: AssistantEntry[] }>({ queryKey: assistantEntriesKey });
}

/** Newest first; paging keeps the previous page on screen while the next one loads. */
export function useAssistantQuestions(params: AssistantQuestionsParams) {
  return useQuery<AssistantQuestionsPage>({ queryKey: assistantQuestionsKey(params), placeholderData: keepPreviousData });
}

/** An entry changes the list, the count and the audit log. */
async function entriesChanged(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: assistantEntriesKey }),
    queryClient.invalidateQueries({ queryKey: assistantSummaryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/audit-log'] }),
  ]);
}

const readEntry = async (res: Response) => (await res.json()) as AssistantEntry;

/** POST /api/admin/assistant/entries; a refusal (400) is shown in the form, not as a notice. */
export function useCreateAssistantEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssistantEntryBody) => readEntry(await apiRequest('POST', ENTRIES_URL, body)),
    onSuccess: (entry) => {
      toast({ title: 'Entry added', description: `The assistant can now answer “${entry.question}”.` });
      return entriesChanged(queryClient);
    },
  });
}

/** PUT /api/admin/assistant/entries/{id} */
export function useUpdateAssistantEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AssistantEntryBody }) => readEntry(await apiRequest('PUT', `${ENTRIES_URL}/${id}`, body)),
    onSuccess: (entry) => {
      toast({ title: 'Entry saved', description: `“${entry.question}” is saved.` });
      return entriesChanged(queryClient);
    },
  });
}

/** DELETE /api/admin/assistant/entries/{id} */
export function useDeleteAssistantEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: AssistantEntry) => {
      await apiRequest('DELETE', `${ENTRIES_URL}/${entry.id}`);
    },
    onSuccess: (_done, entry) => {
      toast({ title: 'Entry deleted', description: `“${entry.question}” has been deleted.` });
      return entriesChanged(queryClient);
    },
  });
}
