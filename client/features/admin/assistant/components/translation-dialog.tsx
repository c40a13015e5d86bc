import { useState } from 'react';
import type { AssistantEntry, EntryLanguage } from '@shared/api/assistant';
import { LOCALE_NAMES } from '@shared/i18n/locales';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog } from '@client/components/ui/form-dialog';
import { errorMessage } from '@client/lib/api';
import { languageName, useT } from '@client/lib/i18n';
import { useDeleteEntryTranslation, useSaveEntryTranslation } from '../api';
import { assistantMessages } from '../messages';
import { keywordsFrom } from './entry-dialog';
import { deleteTranslationNotices, saveTranslationNotices } from './notices';

const LANGUAGES: readonly EntryLanguage[] = ['es', 'fr'];
type Values = { question: string; answer: string; keywords: string };

const valuesOf = (entry: AssistantEntry, language: EntryLanguage): Values => {
  const saved = entry.translations?.find((one) => one.language === language);
  return { question: saved?.question ?? '', answer: saved?.answer ?? '', keywords: saved?.keywords.join(', ') ?? '' };
};

/**
 * An entry in Spanish or French, written beside the English original (issue 25): questions asked in
 * that language are answered from it. Its page link is the original's.
 */
export function TranslationDialog({ entry, onClose }: { entry: AssistantEntry; onClose: () => void }) {
  const t = useT(assistantMessages);
  const [language, setLanguage] = useState<EntryLanguage>('es');
  const [values, setValues] = useState<Values>(() => valuesOf(entry, 'es'));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const save = useSaveEntryTranslation(saveTranslationNotices);
  const remove = useDeleteEntryTranslation(deleteTranslationNotices);
  const name = languageName(language);
  const saved = entry.translations?.some((one) => one.language === language) ?? false;

  const choose = (next: EntryLanguage) => {
    setLanguage(next);
    setValues(valuesOf(entry, next));
    setErrors({});
    setConfirmingRemoval(false);
  };
  const field = (key: keyof Values) => ({
    value: values[key],
    error: errors[key],
    lang: language,
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [key]: event.target.value })),
  });
  const submit = () => {
    const found: Partial<Values> = {};
    if (values.question.trim().length < 5) found.question = t('entry.errorQuestion');
    if (values.answer.trim().length < 20) found.answer = t('entry.errorAnswer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ entry, language, body: { question: values.question.trim(), answer: values.answer.trim(), keywords: keywordsFrom(values.keywords) } }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('translation.title')}
      description={t('translation.description')}
      submitLabel={t('translation.save')}
      pendingLabel={t('entry.saving')}
      pending={save.isPending || remove.isPending}
      onSubmit={submit}
      extraAction={
        saved ? (
          <Button
            type="button"
            variant="outline"
            className="border-red-200 text-red-700 hover:bg-red-50"
            disabled={remove.isPending}
            onClick={() => (confirmingRemoval ? remove.mutate({ entry, language }, { onSuccess: onClose }) : setConfirmingRemoval(true))}
          >
            {confirmingRemoval ? t('translation.confirmRemove', { language: name }) : t('translation.remove', { language: name })}
          </Button>
        ) : null
      }
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t('translation.language')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {LANGUAGES.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm text-slate-900">
              <input type="radio" name="translation-language" value={code} checked={language === code} onChange={() => choose(code)} className="size-4 accent-brand-700" />
              <span lang={code}>{LOCALE_NAMES[code]}</span>
              <span className="text-xs text-slate-700">{entry.translations?.some((one) => one.language === code) ? t('translation.done') : t('translation.missing')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" lang="en">
        <p className="font-semibold uppercase tracking-wide text-slate-700" lang={undefined}>
          {t('translation.original')}
        </p>
        <p className="mt-1 font-semibold text-slate-900" data-user-text>
          {entry.question}
        </p>
        <p className="mt-1 whitespace-pre-line text-slate-700" data-user-text>
          {entry.answer}
        </p>
      </div>
      <TextField label={t('translation.question', { language: name })} maxLength={300} autoComplete="off" {...field('question')} />
      <TextAreaField label={t('translation.answer', { language: name })} rows={6} maxLength={3000} {...field('answer')} />
      <TextField label={t('translation.keywords', { language: name })} hint={t('entry.keywordsHint')} autoComplete="off" {...field('keywords')} />
      {save.isError || remove.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(save.error ?? remove.error, t('translation.failed'))}
        </p>
      ) : null}
    </FormDialog>
  );
}
