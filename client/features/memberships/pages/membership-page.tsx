import { CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@shared/routes';
import { SUPPORTER_EARLY_HOURS } from '@shared/policies/events';
import { type Locale, localizedPath } from '@shared/i18n/locales';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { api, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { useMyMembership, usePaymentConfig, useRefreshMyMembership } from '../api';
import { JoinPanel } from '../components/join-panel';
import { SupporterStatus } from '../components/supporter-status';
import { membershipsMessages } from '../messages';

const back = (locale: Locale) => localizedPath('/membership', locale);
const signInHref = (locale: Locale) => hrefOf(api.accounts.login, { query: { returnTo: back(locale) } });
const signUpHref = (locale: Locale) => hrefOf(api.accounts.login, { query: { signup: 'true', returnTo: back(locale) } });
const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** What supporting membership is: free stays free, half to charities, what a supporter gets. */
function Explanation() {
  const t = useT(membershipsMessages);
  return (
    <section aria-labelledby="membership-gets" className="space-y-4 text-slate-800">
      <p className="font-medium text-slate-900">{t('page.free')}</p>
      <p>
        <Rich t={t} k="page.half" tags={{ link: (text) => <Link to={paths.transparency} className={linkClass}>{text}</Link> }} />
      </p>
      <h2 id="membership-gets" className="text-xl font-semibold text-slate-900">
        {t('page.getsTitle')}
      </h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t('page.getsBadge')}</li>
        <li>{t('page.getsEvents', { hours: SUPPORTER_EARLY_HOURS })}</li>
        <li>{t('page.getsStatement')}</li>
        <li>{t('page.getsReceipts')}</li>
      </ul>
    </section>
  );
}

function VisitorOffer() {
  const t = useT(membershipsMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="membership-visitor" className="space-y-3">
      <h2 id="membership-visitor" className="text-xl font-semibold text-slate-900">
        {t('visitor.title')}
      </h2>
      <p className="text-slate-700">{t('visitor.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <a href={signInHref(locale)}>{t('visitor.signIn')}</a>
        </Button>
        <Button asChild variant="outline">
          <a href={signUpHref(locale)}>{t('visitor.signUp')}</a>
        </Button>
      </div>
    </section>
  );
}

function ThankYou() {
  const t = useT(membershipsMessages);
  return (
    <section aria-labelledby="membership-thanks" className="flex gap-4 rounded-xl border border-brand-200 bg-brand-50 p-6 text-slate-900">
      <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
      <div>
        <h2 id="membership-thanks" className="text-xl font-semibold">
          {t('thanks.title')}
        </h2>
        <p className="mt-2 text-slate-800">{t('thanks.text')}</p>
      </div>
    </section>
  );
}

/** The signed-in member's part: their status if a supporter, otherwise the levels and the payment. */
function MemberPart({ thanked }: { thanked: boolean }) {
  const t = useT(membershipsMessages);
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const mine = useMyMembership(true);
  const refresh = useRefreshMyMembership();
  const succeeded = useCallback(() => {
    void refresh();
    void navigate('/membership?success=true');
  }, [navigate, refresh]);

  const membership = mine.data?.membership ?? null;
  if (config.isPending || mine.isPending) return <div className="min-h-40" aria-busy="true" />;
  if (membership?.supporter) return <SupporterStatus membership={membership} />;
  if (membership?.status === 'pending' && thanked) return <p role="status">{t('status.pending')}</p>;
  if (config.data?.mode === 'off' || !config.data) {
    return (
      <section aria-labelledby="membership-paused">
        <h2 id="membership-paused" className="text-xl font-semibold text-slate-900">
          {t('paused.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('paused.text')}</p>
      </section>
    );
  }
  return <JoinPanel mode={config.data.mode} onSucceeded={succeeded} />;
}

export default function MembershipPage() {
  const t = useT(membershipsMessages);
  usePageMeta(t('meta.title'), t('meta.description'));
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const thanked = new URLSearchParams(location.search).get('success') === 'true' && new URLSearchParams(location.search).get('redirect_status') !== 'failed';
  const refresh = useRefreshMyMembership();
  // Back from the provider: the membership is read again once.
  useEffect(() => {
    if (thanked) void refresh();
  }, [thanked, refresh]);

  return (
    <div className="bg-slate-50">
      <section aria-labelledby="membership-title" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 id="membership-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('page.title')}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">{t('page.intro')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        {thanked && user ? <ThankYou /> : null}
        <Card>
          <CardContent className="p-6 sm:p-8">{user ? <MemberPart thanked={thanked} /> : isLoading ? <div className="min-h-40" aria-busy="true" /> : <VisitorOffer />}</CardContent>
        </Card>
        <Card>
          <CardContent className="p-6 sm:p-8">
            <Explanation />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
