import { ArrowRight, CircleAlert, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { QueryError } from '@client/components/query-error';
import { useT } from '@client/lib/i18n';
import { adminMessages } from '../../messages';
import { useGoLiveChecklist } from '../api';

/**
 * The admin dashboard's go-live checklist (issue 18): what is still demo content or not set up for
 * real (team, contact details, charity number, Stripe, SMTP, Google sign-in, the fictional
 * specialists), each with a link to fix it. An item leaves the list once it is done.
 */
export function GoLiveChecklist() {
  const t = useT(adminMessages);
  const checklist = useGoLiveChecklist();
  const items = checklist.data?.items;
  const open = items?.filter((item) => !item.done) ?? [];
  const done = items ? items.length - open.length : 0;
  return (
    <section aria-labelledby="go-live-heading">
      <Card>
        <CardContent className="space-y-4 p-4 sm:p-6">
          <div>
            <h2 id="go-live-heading" className="text-xl font-semibold text-slate-900">
              {t('checklist.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-700" aria-live="polite">
              {items ? (open.length ? t('checklist.progress', { done, total: items.length }) : t('checklist.allDone')) : t('checklist.intro')}
            </p>
          </div>
          {checklist.isError ? (
            <QueryError title={t('checklist.loadFailed')} error={checklist.error} onRetry={() => void checklist.refetch()} retrying={checklist.isFetching} />
          ) : !items ? (
            <div aria-busy="true" className="space-y-2">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
              <span className="sr-only">{t('loading')}</span>
            </div>
          ) : open.length ? (
            <ul className="divide-y divide-slate-200 rounded-lg border border-amber-200 bg-amber-50/40" data-testid="go-live-items">
              {open.map((item) => (
                <li key={item.id} data-checklist-item={item.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="flex min-w-0 gap-3">
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
                    <div className="min-w-0">
                      <h3 className="font-semibold text-slate-900">
                        {item.title}
                        <span className="sr-only">{t('checklist.toDo')}</span>
                      </h3>
                      <p className="text-sm break-words text-slate-700">{item.detail}</p>
                    </div>
                  </div>
                  <Link
                    to={item.fix.href}
                    className="inline-flex min-h-10 shrink-0 items-center gap-1 self-start pl-8 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 sm:pl-0"
                  >
                    {item.fix.label} <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
              <PartyPopper aria-hidden="true" className="size-5" /> {t('checklist.ready')}
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
