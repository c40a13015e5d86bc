import type { AssistantEntry, EntryLanguage } from '@shared/api/assistant';
import { toast } from '@client/components/ui/use-toast';
import { languageName, tIn } from '@client/lib/i18n';
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


export const saveTranslationNotices: Outcome<AssistantEntry, { language: EntryLanguage }> = {
  onSuccess: (entry, { language }) => {
    const t = tIn(assistantMessages);
    toast({ title: t('notice.translationSaved'), description: t('notice.translationSavedText', { question: entry.question, language: languageName(language) }) });
  },
};

export const deleteTranslationNotices: Outcome<unknown, { entry: AssistantEntry; language: EntryLanguage }> = {
  onSuccess: (_done, { entry, language }) => {
    const t = tIn(assistantMessages);
    toast({ title: t('notice.translationRemoved'), description: t('notice.translationRemovedText', { question: entry.question, language: languageName(language) }) });
  },
};
