import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';
import { componentsMessages } from '@client/components/messages';
import { Rich, useT } from '@client/lib/i18n';

type Props = { page: number; pageCount: number; hrefOf: (page: number) => string };

/** Previous and next page of a list, with where the reader is; links, so each page has its own address. */
export function PageLinks({ page, pageCount, hrefOf }: Props) {
  const t = useT(componentsMessages);
  if (pageCount <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;
  const linkClass = buttonVariants({ variant: 'outline' });
  return (
    <nav aria-label={t('pages.label')} className="flex items-center justify-between gap-3">
      {previous ? (
        <Link to={hrefOf(previous)} className={linkClass}>
          <ChevronLeft aria-hidden="true" /> <Rich t={t} k="pages.previous" tags={{ sr: (text) => <span className="sr-only">{text}</span> }} />
        </Link>
      ) : (
        <span aria-hidden="true" className="w-24" />
      )}
      <p className="text-sm text-slate-700">
        {t('pages.position', { page, count: pageCount })}
      </p>
      {next ? (
        <Link to={hrefOf(next)} className={linkClass}>
          <Rich t={t} k="pages.next" tags={{ sr: (text) => <span className="sr-only">{text}</span> }} /> <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span aria-hidden="true" className="w-24" />
      )}
    </nav>
  );
}
