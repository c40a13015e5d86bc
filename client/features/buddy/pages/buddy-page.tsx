import { Footprints } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { api, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { useLocale, useT } from '@client/lib/i18n';
import { localizedPath } from '@shared/i18n/locales';
import { buddyMessages } from '../messages';
import { HowItWorks } from '../components/how-it-works';
import { MyMatches } from '../components/my-matches';
import { MyShoeSummary } from '../components/my-shoe-summary';
import { Suggestions } from '../components/suggestions';

// The return path is written as it reads, slash and all (a query string may hold one), in the page's language.
const signInUrl = (returnTo: string) => `${hrefOf(api.accounts.login)}?returnTo=${returnTo}`;

/** A visitor: what they need, and the way in (spec: the page itself does not send them away). */
function VisitorCallToAction() {
  const t = useT(buddyMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="buddy-join-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-6">
      <Footprints aria-hidden="true" className="size-10 text-brand-700" />
      <h2 id="buddy-join-heading" className="mt-3 text-xl font-semibold text-slate-900">
        {t('visitor.title')}
      </h2>
      <p className="mt-2 text-slate-800">{t('visitor.text')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button asChild>
          <a href={signInUrl(localizedPath(paths.buddy, locale))}>{t('visitor.signIn')}</a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/login?signup=true">{t('visitor.join')}</Link>
        </Button>
      </div>
    </section>
  );
}

/** /clubfoot-buddy: how the programme works; for members, their shoe profile, suggested buddies and their matches. */
export default function BuddyPage() {
  const t = useT(buddyMessages);
  usePageMeta('Clubfoot Buddy', t('meta.description'));
  const { user, isLoading } = useAuth();

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-slate-900">Clubfoot Buddy</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('page.intro')}</p>
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-10">
            {user ? (
              <>
                <MyShoeSummary />
                <Suggestions />
                <MyMatches />
              </>
            ) : isLoading ? (
              <div className="min-h-[40vh]" aria-busy="true" />
            ) : (
              <VisitorCallToAction />
            )}
          </div>
          <HowItWorks />
        </div>
      </div>
    </div>
  );
}
