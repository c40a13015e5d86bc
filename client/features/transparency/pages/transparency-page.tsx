import { Download, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TransparencyFigures } from '@shared/api/transparency';
import { CHARITY_PERCENT } from '@shared/transparency';
import { QueryError } from '@client/components/query-error';
import { formatCents, percent } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { figuresCsvHref, useTransparencyFigures } from '../api';
import { MoneyTable } from '../components/money-table';
import { PayoutsList } from '../components/payouts-list';
import { transparencyMessages } from '../messages';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

function Totals({ figures }: { figures: TransparencyFigures }) {
  const t = useT(transparencyMessages);
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const cards = [
    { label: t('totals.given'), value: figures.totals.netCents, id: 'given' },
    { label: t('totals.charities'), value: figures.totals.charitiesCents, id: 'charities' },
    { label: t('totals.paidOut'), value: figures.paidOutCents, id: 'paid-out' },
    { label: t('totals.balance'), value: figures.balanceCents, id: 'balance' },
  ];
  return (
    <section aria-labelledby="totals-heading" className="space-y-3">
      <h2 id="totals-heading" className="text-xl font-semibold text-slate-900">
        {t('totals.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid={`total-${card.id}`}>
            <dt className="text-sm text-slate-700">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{money(card.value)}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        {figures.bySource.map((source) => (
          <li key={source.source}>
            {t(`source.${source.source}`)}: <span className="font-medium tabular-nums text-slate-900">{money(source.netCents)}</span>
          </li>
        ))}
      </ul>
      {figures.totals.refundedCents > 0 ? <p className="text-sm text-slate-700">{t('totals.refunded', { amount: money(figures.totals.refundedCents) })}</p> : null}
    </section>
  );
}

function Figures({ figures }: { figures: TransparencyFigures }) {
  const t = useT(transparencyMessages);
  const sources = figures.sources.map((source) => source.source);
  const showRefunds = figures.totals.refundedCents > 0;
  if (!sources.length) return <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">{t('empty')}</p>;
  return (
    <>
      <Totals figures={figures} />
      <section aria-labelledby="years-heading" className="space-y-3">
        <h2 id="years-heading" className="text-xl font-semibold text-slate-900">
          {t('table.years')}
        </h2>
        <MoneyTable periods={figures.years} sources={sources} kind="year" caption={t('table.yearsCaption')} showRefunds={showRefunds} />
      </section>
      <section aria-labelledby="months-heading" className="space-y-3">
        <h2 id="months-heading" className="text-xl font-semibold text-slate-900">
          {t('table.months')}
        </h2>
        <MoneyTable periods={figures.months} sources={sources} kind="month" caption={t('table.monthsCaption')} showRefunds={showRefunds} />
      </section>
    </>
  );
}

/** /transparency: where the money went, for everyone (issue 29). */
export default function TransparencyPage() {
  const t = useT(transparencyMessages);
  const locale = useLocale();
  usePageMeta(t('meta.title'), t('meta.description'));
  const figures = useTransparencyFigures();
  const hasMemberships = figures.data?.sources.some((source) => source.source === 'memberships') ?? false;

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
        </div>

        <section aria-labelledby="explain-heading" className="max-w-3xl space-y-2 rounded-lg border border-brand-100 bg-brand-50 p-4 text-slate-800">
          <h2 id="explain-heading" className="font-semibold text-slate-900">
            {t('explain.heading')}
          </h2>
          {/* Memberships are named only once they have income, like their column in the tables. */}
          {hasMemberships ? (
            <p>{t('explain.splits', { gifts: percent(CHARITY_PERCENT.oneTime, locale), memberships: percent(CHARITY_PERCENT.memberships, locale) })}</p>
          ) : (
            <p>{t('explain.donations', { percent: percent(CHARITY_PERCENT.oneTime, locale) })}</p>
          )}
          <p>{t('explain.rounding')}</p>
          <p>{t('explain.privacy')}</p>
        </section>

        {figures.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('loading')}
          </p>
        ) : figures.isError ? (
          <QueryError title={t('loadFailed')} error={figures.error} onRetry={() => void figures.refetch()} retrying={figures.isFetching} />
        ) : (
          <>
            <Figures figures={figures.data} />
            <section aria-labelledby="payouts-heading" className="space-y-3">
              <h2 id="payouts-heading" className="text-xl font-semibold text-slate-900">
                {t('payouts.heading')}
              </h2>
              <PayoutsList payouts={figures.data.payouts} totalCents={figures.data.paidOutCents} />
            </section>
            <div className="space-y-1">
              <a href={figuresCsvHref()} download className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100">
                <Download aria-hidden="true" className="size-4" /> {t('csv')}
              </a>
              <p className="text-sm text-slate-700">{t('csv.hint')}</p>
            </div>
          </>
        )}

        <p>
          <Link to="/donate" className={linkClass}>
            {t('donate')}
          </Link>
        </p>
      </div>
    </div>
  );
}
