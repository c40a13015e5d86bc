import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@client/components/ui/button';
import { inputClass } from '@client/components/ui/field';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { formatTime, parseTime } from '../api';
import { videosAdminMessages } from '../messages';
import { chapterRow, type ChapterRow, LIMITS } from '../video-form';

type Props = {
  rows: ChapterRow[];
  onChange: (rows: ChapterRow[]) => void;
  error?: string;
};

/** Chapters: a time ("m:ss") and a title per row; members see them in time order under the player. */
export function ChaptersField({ rows, onChange, error }: Props) {
  const id = useId();
  const t = useT(videosAdminMessages);
  const focusLater = (selector: string) => setTimeout(() => document.querySelector<HTMLElement>(selector)?.focus(), 0);

  const add = () => {
    const row = chapterRow(rows.length === 0 ? '0:00' : '', '');
    onChange([...rows, row]);
    focusLater(`[data-chapter-time="${row.key}"]`);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    focusLater(neighbour ? `[data-chapter-time="${neighbour.key}"]` : `#${CSS.escape(`${id}-add`)}`);
  };
  const change = (index: number, field: 'time' | 'title', value: string) => onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  const ordered = rows
    .map((row) => ({ start: parseTime(row.time), title: row.title.trim() }))
    .filter((row): row is { start: number; title: string } => row.start !== null && row.title !== '')
    .sort((a, b) => a.start - b.start);

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-slate-900">{t('chapters.legend')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-700">
        {t('chapters.hint', { max: LIMITS.chapters })}
      </p>
      {rows.length ? (
        <ol className="space-y-2">
          {rows.map((row, index) => (
            <li key={row.key} className="flex items-start gap-2">
              <label className="sr-only" htmlFor={`${id}-${row.key}-time`}>
                {t('chapters.time', { number: index + 1 })}
              </label>
              <input
                id={`${id}-${row.key}-time`}
                data-chapter-time={row.key}
                value={row.time}
                onChange={(event) => change(index, 'time', event.target.value)}
                placeholder="0:00"
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                className={cn(inputClass, 'w-20 shrink-0 tabular-nums')}
              />
              <label className="sr-only" htmlFor={`${id}-${row.key}-title`}>
                {t('chapters.title', { number: index + 1 })}
              </label>
              <input
                id={`${id}-${row.key}-title`}
                value={row.title}
                onChange={(event) => change(index, 'title', event.target.value)}
                placeholder={t('chapters.titlePlaceholder')}
                autoComplete="off"
                maxLength={LIMITS.chapterTitle}
                className={cn(inputClass, 'min-w-0 flex-1')}
              />
              <Button type="button" variant="outline" size="icon" aria-label={t('chapters.remove', { number: index + 1 })} onClick={() => remove(index)} className="shrink-0">
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-700">{t('chapters.none')}</p>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button id={`${id}-add`} type="button" variant="outline" size="sm" disabled={rows.length >= LIMITS.chapters} onClick={add}>
        <Plus aria-hidden="true" /> {t('chapters.add')}
      </Button>
      {ordered.length > 0 ? (
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-medium">{t('chapters.preview')}</p>
          <ol className="mt-1 space-y-0.5">
            {ordered.map((chapter, index) => (
              <li key={index} className="break-words">
                <span className="tabular-nums">{formatTime(chapter.start)}</span> {chapter.title}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </fieldset>
  );
}
