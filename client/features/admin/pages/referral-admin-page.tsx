import { ArrowLeft, Loader2, ShieldAlert } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminReferral } from '@shared/api/referrals';
import { ADMIN_REFERRAL_STATUS_LABELS, ReferralStatusBadge } from '@client/components/referral-badges';
import { useT } from '@client/lib/i18n';
import { SpecialistDetails } from '@client/components/specialist-card';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { QueryError } from '@client/components/query-error';
import { usePageMeta } from '@client/lib/page-meta';
import { AdminSection } from '../components/admin-section';
import { useAdminReferral, useCloseReferral } from '../referrals/api';
import { MatchForm } from '../referrals/components/match-form';
import { closeReferralNotices } from '../referrals/components/notices';
import { ReferralFacts } from '../referrals/components/referral-facts';
import { referralsAdminMessages } from '../referrals/messages';

function SentSpecialists({ referral, headingRef }: { referral: AdminReferral; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useT(referralsAdminMessages);
  return (
    <AdminSection
      title={t('sent.title')}
      intro={referral.chosenSpecialistId ? t('sent.chosen') : t('sent.notChosen')}
      headingRef={headingRef}
    >
      {referral.matched.length === 0 ? (
        <p className="text-slate-800">{t('sent.none')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-3">
          {referral.matched.map((specialist) => (
            <li key={specialist.id} className="rounded-xl border border-slate-200 bg-white p-5">
              <SpecialistDetails specialist={specialist}>
                {referral.chosenSpecialistId === specialist.id ? <Badge className="bg-brand-700 text-white">{t('sent.chosenBadge')}</Badge> : null}
              </SpecialistDetails>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function Referral({ referral }: { referral: AdminReferral }) {
  const close = useCloseReferral(referral.id, closeReferralNotices);
  const t = useT(referralsAdminMessages);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // The button that was pressed leaves with the request's old status: the focus goes to what replaced it.
  const focusAfter = useRef<'sent' | 'title' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    const arrived = target === 'sent' ? referral.status !== 'new' : target === 'title' && referral.status === 'closed';
    if (!arrived) return;
    focusAfter.current = null;
    (target === 'sent' ? sentHeading : title).current?.focus();
  }, [referral.status]);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 ref={title} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus-visible:outline-none">
            {t('request.heading', { firstName: referral.firstName, lastName: referral.lastName })}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <ReferralStatusBadge status={referral.status} labels={ADMIN_REFERRAL_STATUS_LABELS} />
            {referral.overdue ? <Badge className="border-transparent bg-red-700 text-white">{t('overdue')}</Badge> : null}
            <span className="text-sm text-slate-700">
              {t('request.reference')} <span className="font-mono font-semibold text-slate-900">{referral.reference}</span>
            </span>
          </div>
        </div>
        {referral.status !== 'closed' ? (
          <Button variant="outline" onClick={() => setConfirmingClose(true)}>
            {t('request.close')}
          </Button>
        ) : null}
      </div>

      <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('request.healthWarning')}
      </p>

      <Card className={referral.overdue ? 'border-red-300' : undefined}>
        <section aria-labelledby="request-details-heading">
          <CardContent className="space-y-4">
            <h2 id="request-details-heading" className="text-xl font-semibold text-slate-900">
              {t('request.details')}
            </h2>
            <ReferralFacts referral={referral} />
          </CardContent>
        </section>
      </Card>

      {referral.status === 'new' ? (
        <AdminSection title={t('request.suggested')} intro={t('request.suggestedIntro')}>
          <MatchForm referral={referral} onSending={() => {
              focusAfter.current = 'sent';
            }} />
        </AdminSection>
      ) : (
        <SentSpecialists referral={referral} headingRef={sentHeading} />
      )}

      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title={t('request.closeTitle')}
        description={referral.status === 'new' ? t('request.closeNew') : t('request.closeMatched')}
        confirmLabel={t('request.close')}
        pending={close.isPending}
        onConfirm={() => {
          focusAfter.current = 'title';
          close.mutate(undefined, { onSettled: () => setConfirmingClose(false) });
        }}
      />
    </div>
  );
}

/** /admin/referrals/:id: one request with every field, the suggested specialists and the matching. */
export default function ReferralAdminPage() {
  const t = useT(referralsAdminMessages);
  usePageMeta(t('request.pageTitle'), t('request.pageDescription'));
  const { id = '' } = useParams();
  const referral = useAdminReferral(id);
  return (
    <div className="space-y-6">
      <Link to="/admin/referrals" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('request.back')}
      </Link>
      {referral.isPending ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{t('request.pageTitle')}</h1>
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('request.loading')}
          </p>
        </>
      ) : referral.isError ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{t('request.pageTitle')}</h1>
          <QueryError title={t('request.loadError')} error={referral.error} onRetry={() => void referral.refetch()} retrying={referral.isFetching} />
        </>
      ) : (
        <Referral referral={referral.data} />
      )}
    </div>
  );
}
