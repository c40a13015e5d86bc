import type { AssistantEntry } from '@shared/api/assistant';
import { toast } from '@client/components/ui/use-toast';
import type { Outcome } from '../api';

/* The knowledge base's notices, passed to the API hooks by the screens that make each change. A refused entry (400) is shown in its form. */

export const createEntryNotices: Outcome<AssistantEntry, unknown> = {
  onSuccess: (entry) => toast({ title: 'Entry added', description: `The assistant can now answer “${entry.question}”.` }),
};

export const updateEntryNotices: Outcome<AssistantEntry, unknown> = {
  onSuccess: (entry) => toast({ title: 'Entry saved', description: `“${entry.question}” is saved.` }),
};

export const deleteEntryNotices: Outcome<unknown, AssistantEntry> = {
  onSuccess: (_done, entry) => toast({ title: 'Entry deleted', description: `“${entry.question}” has been deleted.` }),
};
