import type { AssistantEntry } from '@shared/api/assistant';
import { toast } from '@client/components/ui/use-toast';
import { tIn } from '@client/lib/i18n';
import type { Outcome } from '../api';
import { assistantMessages } from '../messages';

/* The knowledge base's notices, passed to the API hooks by the screens that make each change. A refused entry (400) is shown in its form. */

export const createEntryNotices: Outcome<AssistantEntry, unknown> = {
  onSuccess: (entry) => {
    const t = tIn(assistantMessages);
    toast({ title: t('notice.added'), description: t('notice.addedText', { question: entry.question }) });
  },
};

export const updateEntryNotices: Outcome<AssistantEntry, unknown> = {
  onSuccess: (entry) => {
    const t = tIn(assistantMessages);
    toast({ title: t('notice.saved'), description: t('notice.savedText', { question: entry.question }) });
  },
};

export const deleteEntryNotices: Outcome<unknown, AssistantEntry> = {
  onSuccess: (_done, entry) => {
    const t = tIn(assistantMessages);
    toast({ title: t('notice.deleted'), description: t('notice.deletedText', { question: entry.question }) });
  },
};
