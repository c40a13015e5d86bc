import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { useLocale, useT } from '@client/lib/i18n';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { adminMessages } from '../messages';

/** `?page=` as a whole number from 1 (at most `max`); anything else is page 1. */
export function readPage(value: string | null, max = 100_000) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, max) : 1;
}

function PagerButton({ disabled, onClick, children }: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  // aria-disabled rather than disabled, so the focus stays put on the last page.
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      {children}
    </Button>
  );
}

type Shown = { page: number; totalPages: number; total: number };

/** What the pager says of a loaded page of rows (null while nothing is loaded). */
export function shownPage(data: { page: number; pageSize: number; total: number } | undefined): Shown | null {
  return data ? { page: data.page, total: data.total, totalPages: Math.max(1, Math.ceil(data.total / data.pageSize)) } : null;
}

type Props = {
  label: string;
  /** The page asked for, and the one on screen (null while nothing is loaded). */
  page: number;
  shown: Shown | null;
  /** What the rows are, in the page's language: the first for one ('one' in the language's plural rules), the second for other counts. */
  noun: [singular: string, plural: string];
  loadingText: string;
  onPage: (page: number) => void;
};

/** Previous / Next with "Page X of Y · N things", announced as it changes. */
export function Pager({ label, page, shown, noun, loadingText, onPage }: Props) {
  const totalPages = shown?.totalPages ?? 1;
  const t = useT(adminMessages);
  const locale = useLocale();
  const number = (value: number) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);
  return (
    <nav aria-label={label} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700" aria-live="polite">
        {shown
          ? t('pager.position', {
              page: number(shown.page),
              pages: number(shown.totalPages),
              total: number(shown.total),
              noun: new Intl.PluralRules(INTL_LOCALE[locale]).select(shown.total) === 'one' ? noun[0] : noun[1],
            })
          : loadingText}
      </p>
      <div className="flex gap-2">
        <PagerButton disabled={!shown || page <= 1} onClick={() => onPage(Math.min(page - 1, totalPages))}>
          <ChevronLeft aria-hidden="true" /> {t('pager.previous')}
        </PagerButton>
        <PagerButton disabled={!shown || page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('pager.next')} <ChevronRight aria-hidden="true" />
        </PagerButton>
      </div>
    </nav>
  );
}

/** The table's empty text when the address asks for a page past the last one. */
export function NoSuchPage({ page, onFirst }: { page: number; onFirst: () => void }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  return (
    <>
      {t('pager.noSuchPage', { page: new Intl.NumberFormat(INTL_LOCALE[locale]).format(page) })}{' '}
      <Button variant="link" className="h-auto p-0" onClick={onFirst}>
        {t('pager.first')}
      </Button>
    </>
  );
}
