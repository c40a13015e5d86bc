import { ImageIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { imageFileProblem, useUploadArticleImage } from '../api';
import { uploadImageNotices } from './notices';

const KINDS = {
  featured: {
    legend: 'Featured image',
    hint: "Shown on the article's card and at the top of the article. JPEG, PNG or WebP, up to 8 MB.",
    alt: 'The current featured image',
    empty: 'No featured image',
    frame: 'aspect-video w-full',
  },
  author: {
    legend: "Author's picture",
    hint: "A portrait shown beside the author's name; without one, the first letter of their name. JPEG, PNG or WebP, up to 8 MB.",
    alt: "The author's current picture",
    empty: 'No picture',
    frame: 'size-24 rounded-full',
  },
} as const;

type Props = {
  kind: keyof typeof KINDS;
  value: string | null;
  onChange: (url: string | null) => void;
};

/** One of the article's pictures: uploaded at once, saved with the article. */
export function ImageField({ kind, value, onChange }: Props) {
  const text = KINDS[kind];
  const id = useId();
  const upload = useUploadArticleImage(uploadImageNotices);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const reason = imageFileProblem(file);
    setProblem(reason);
    if (reason) return;
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: () => setProblem('The picture could not be uploaded. Please try another one.'),
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
          {upload.isPending ? 'Uploading…' : value ? 'Replace image' : 'Upload image'}
        </Button>
        {value ? (
          <Button type="button" variant="outline" size="sm" disabled={upload.isPending} onClick={() => onChange(null)}>
            Remove image
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        data-testid={`${kind}-image-input`}
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
