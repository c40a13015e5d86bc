import { Search, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { referenceDigits, requestReference } from '@shared/referrals';
import { Button } from '@client/components/ui/button';
import { inputClass } from '@client/components/ui/field';
import { useT } from '@client/lib/i18n';
import { adminMessages } from '../messages';

/** What a reference of each kind looks like (shared/referrals.ts's prefixes). */
const EXAMPLE = { referral: 'DR-1A2B-3C4D', contact: 'MSG-1A2B-3C4D' } as const;

type Props = {
  kind: 'referral' | 'contact';
  /** The reference in the URL, or null. */
  value: string | null;
  onChange: (reference: string | null) => void;
};

/**
 * Finds the one request or message a person quotes (DR-1A2B-3C4D, MSG-...): on Enter or the Find
 * button, since half a reference finds nothing; typed any way it is read out (spaces, lower case).
 */
export function ReferenceSearch({ kind, value, onChange }: Props) {
  const id = useId();
  const t = useT(adminMessages);
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<string | null>(null);
  if (value !== seen) {
    // The address changed on its own (back, forward, a link).
    setSeen(value);
    setDraft(value ?? '');
    setError(null);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    const digits = text === '' ? null : referenceDigits(kind, text);
    if (text !== '' && digits === null) {
      setError(t('reference.hint', { example: EXAMPLE[kind] }));
      return;
    }
    setError(null);
    // Kept in the address as the team reads it everywhere else (MSG-1A2B-3C4D).
    onChange(digits === null ? null : requestReference(kind, digits));
  };

  return (
    <form method="post" role="search" aria-label={t('reference.form')} onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="space-y-1 sm:w-56">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {t('reference.label')}
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={EXAMPLE[kind]}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" /> {t('reference.find')}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" onClick={() => onChange(null)}>
            <X aria-hidden="true" /> {t('reference.showAll')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
