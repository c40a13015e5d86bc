import { useState } from 'react';
import type { AssistantEntry, AssistantEntryBody } from '@shared/api/assistant';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog } from '@client/components/ui/form-dialog';
import { errorMessage } from '@client/lib/api';
import { useCreateAssistantEntry, useUpdateAssistantEntry } from '../api';
import { createEntryNotices, updateEntryNotices } from './notices';
import { type Translate, useT } from '@client/lib/i18n';
import { assistantMessages } from '../messages';

type Values = { question: string; answer: string; keywords: string; relatedUrl: string };
type Errors = Partial<Record<keyof Values, string>>;

// The contract's limits, checked here without zod (the server checks again and its 400 is shown).
const QUESTION_MAX = 300;
const ANSWER_MAX = 3000;

/** 'casts, casting , plaster' -> ['casts', 'casting', 'plaster'] */
export const keywordsFrom = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

export function toEntryBody(values: Values): AssistantEntryBody {
  return { question: values.question.trim(), answer: values.answer.trim(), keywords: keywordsFrom(values.keywords), relatedUrl: values.relatedUrl.trim() || null };
}

function check(values: Values, t: Translate<(typeof assistantMessages)['en']>): Errors {
  const errors: Errors = {};
  if (values.question.trim().length < 5) errors.question = t('entry.errorQuestion');
  if (values.answer.trim().length < 20) errors.answer = t('entry.errorAnswer');
  const url = values.relatedUrl.trim();
  if (url && !/^\/(?!\/)/.test(url)) errors.relatedUrl = t('entry.errorRelated');
  return errors;
}

type Props = {
  /** The entry being edited, or null for a new one. */
  entry: AssistantEntry | null;
  onClose: () => void;
};

/** A knowledge base entry: the question as people ask it, the team's answer, words to find it by, and a page to read more. */
export function EntryDialog({ entry, onClose }: Props) {
  const t = useT(assistantMessages);
  const create = useCreateAssistantEntry(createEntryNotices);
  const update = useUpdateAssistantEntry(updateEntryNotices);
  const mutation = entry ? update : create;
  const [values, setValues] = useState<Values>({
    question: entry?.question ?? '',
    answer: entry?.answer ?? '',
    keywords: entry?.keywords.join(', ') ?? '',
    relatedUrl: entry?.relatedUrl ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  const submit = () => {
    const found = check(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toEntryBody(values);
    if (entry) update.mutate({ id: entry.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={entry ? t('entry.editTitle') : t('entry.addTitle')}
      description={t('entry.description')}
      submitLabel={entry ? t('entry.save') : t('entry.add')}
      pendingLabel={t('entry.saving')}
      pending={mutation.isPending}
      onSubmit={submit}
    >
      <TextField label={t('entry.question')} maxLength={QUESTION_MAX} autoComplete="off" {...field('question')} />
      <TextAreaField label={t('entry.answer')} rows={6} maxLength={ANSWER_MAX} {...field('answer')} />
      <TextField label={t('entry.keywords')} hint={t('entry.keywordsHint')} autoComplete="off" {...field('keywords')} />
      <TextField label={t('entry.related')} hint={t('entry.relatedHint')} autoComplete="off" {...field('relatedUrl')} />
      {mutation.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(mutation.error, t('entry.saveFailed'))}
        </p>
      ) : null}
    </FormDialog>
  );
}
