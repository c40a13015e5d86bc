import type { UseMutationResult } from '@tanstack/react-query';
import { ImageIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { adminMessages } from '../messages';

export type PictureFieldText = {
  legend: string;
  hint: string;
  /** The current picture's alt text. */
  alt: string;
  /** What stands in its place while there is none. */
  empty: string;
  /** The frame's size and shape (classes). */
  frame: string;
  /** The buttons say "Upload <noun>", "Replace <noun>", "Remove <noun>" (in the page's language: give the noun in it). */
  noun: string;
  /** Said when the upload fails. */
  failed: string;
};

type Props = {
  text: PictureFieldText;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Uploads a file and answers its address. */
  upload: Pick<UseMutationResult<string, Error, File>, 'mutate' | 'isPending'>;
  /** Why a file cannot be uploaded, or null (the server checks again). */
  problemOf: (file: File) => string | null;
  testId: string;
};

/** A picture of an admin form (an article's, a team member's): uploaded at once, saved with the form. */
export function PictureField({ text, value, onChange, upload, problemOf, testId }: Props) {
  const id = useId();
  const t = useT(adminMessages);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const reason = problemOf(file);
    setProblem(reason);
    if (reason) return;
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: () => setProblem(text.failed),
    });
  };

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-900">{text.legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-700">
        {text.hint}
      </p>
      {value ? (
        <img src={value} alt={text.alt} className={cn('rounded-md border border-slate-200 object-cover', text.frame)} />
      ) : (
        <div
          className={cn(
            'flex flex-col items-center justify-center gap-1 rounded-md border border-dashed border-slate-300 bg-slate-50 text-center text-sm text-slate-700',
            text.frame,
          )}
        >
          <ImageIcon aria-hidden="true" className="size-6" />
          {text.empty}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? t('picture.uploading') : value ? t('picture.replace', { noun: text.noun }) : t('picture.upload', { noun: text.noun })}
        </Button>
        {value ? (
          <Button type="button" variant="outline" size="sm" disabled={upload.isPending} onClick={() => onChange(null)}>
            {t('picture.remove', { noun: text.noun })}
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        data-testid={testId}
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className="text-sm text-red-700" role="status">
        {problem}
      </p>
    </fieldset>
  );
}
