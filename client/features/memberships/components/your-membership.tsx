import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { MyMembership } from '@shared/api/memberships';
import { supporterUntilOf } from '@shared/memberships';
import { paths } from '@shared/routes';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { api, errorMessage, hrefOf } from '@client/lib/api';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { useCancelMembership, useMyMembership } from '../api';
import { levelText, longDate, periodText } from '../format';
import { membershipsMessages } from '../messages';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** The years with a paid payment, newest first: each has a statement. */
const statementYears = (m: MyMembership) =>
  [...new Set(m.payments.filter((p) => p.status === 'paid' && p.paidAt).map((p) => new Date(p.paidAt!).getUTCFullYear()))].sort((a, b) => b - a);

function Payments({ membership }: { membership: MyMembership }) {
  const t = useT(membershipsMessages);
  const locale = useLocale();
  if (membership.payments.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('mine.payments')}</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-800">
        {membership.payments.map((p) => {
          const values = { amount: formatCents(p.amountCents, locale), date: longDate(p.paidAt ?? p.createdAt, locale) };
          if (p.status !== 'paid') return <li key={p.id}>{t('mine.paymentFailed', values)}</li>;
          return (
            <li key={p.id}>
              {t('mine.paymentPaid', values)}
              {p.refundedCents > 0 ? ` · ${t('mine.paymentRefunded', { amount: formatCents(p.refundedCents, locale) })}` : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Statements({ membership }: { membership: MyMembership }) {
  const t = useT(membershipsMessages);
  const years = statementYears(membership);
  if (years.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('mine.statements')}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {years.map((year) => (
          <li key={year} className="flex flex-wrap gap-x-4">
            <a href={hrefOf(api.memberships.statement, { params: { year } })} className={linkClass}>
              {t('mine.statementCsv', { year: String(year) })}
            </a>
            <a href={hrefOf(api.memberships.statementPdf, { params: { year } })} className={linkClass}>
              {t('mine.statementPdf', { year: String(year) })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The profile's membership card: status, level, next renewal or end, cancel, payments and statements. Shown only to members who joined. */
export default function YourMembership() {
  const t = useT(membershipsMessages);
  const locale = useLocale();
  const mine = useMyMembership(true);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelMembership({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t('notice.cancelled.title'), description: t('notice.cancelled.text') });
    },
    onError: (error) => toast({ title: t('notice.failed.title'), description: errorMessage(error), variant: 'destructive' }),
  });
  // The membership page's "manage" link (/profile#membership): the card is shown once its data has come,
  // after the browser looked for the anchor, so it is brought into view as it appears.
  const showIfLinked = useCallback((node: HTMLElement | null) => {
    if (node && window.location.hash === '#membership') node.scrollIntoView({ block: 'start' });
  }, []);
  const membership = mine.data?.membership;
  if (!membership) return null;
  const period = periodText(membership, t, locale);
  const endsAt = membership.currentPeriodEnd ? supporterUntilOf({ status: 'cancelling', currentPeriodEnd: membership.currentPeriodEnd }) : null;

  return (
    <Card>
      <CardContent className="p-4 sm:p-6">
        <section id="membership" ref={showIfLinked} aria-labelledby="your-membership" className="scroll-mt-24">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="your-membership" className="text-lg font-semibold text-slate-900">
              {t('mine.title')}
            </h2>
            <Badge variant="outline">{t(`mine.status.${membership.status}`)}</Badge>
          </div>
          <p className="mt-2 text-slate-800">{t('status.level', { level: levelText(membership.level, t, locale) })}</p>
          {period ? <p className="mt-1 text-slate-800">{period}</p> : null}
          {membership.status === 'ended' || membership.status === 'failed' ? (
            <p className="mt-2 text-sm text-slate-700">
              {membership.status === 'ended' ? `${t('mine.ended')} ` : null}
              <Link to={paths.membership} className={linkClass}>
                {t('mine.join')}
              </Link>
            </p>
          ) : null}
          {membership.status === 'active' ? (
            <Button variant="outline" className="mt-3" onClick={() => setConfirming(true)}>
              {t('mine.cancel')}
            </Button>
          ) : null}
          <Payments membership={membership} />
          <Statements membership={membership} />
        </section>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('cancel.title')}
          description={t('cancel.description', { date: endsAt ? longDate(endsAt, locale) : '' })}
          confirmLabel={t('cancel.confirm')}
          cancelLabel={t('cancel.keep')}
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate(membership.id)}
        />
      </CardContent>
    </Card>
  );
}
