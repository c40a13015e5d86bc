import { Timer, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { useHydrated } from '@client/lib/hydrated';
import { usePageMeta } from '@client/lib/page-meta';
import { useAcceptInvite, useInvitation } from '../api';
import { useLocale, useT } from '@client/lib/i18n';
import { braceMessages } from '../messages';
import { dateTag } from '../components/times';

/*
 * /brace-tracker/join#<token>: an invitation to share a child's Brace Tracker log. The secret is the
 * fragment, so it never reaches a server log; while the member signs in it waits in this tab's
 * session storage, and is forgotten once used.
 */

const KEPT = 'brace-invite';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function readToken() {
  const fromLink = window.location.hash.slice(1);
  if (TOKEN.test(fromLink)) {
    sessionStorage.setItem(KEPT, fromLink);
    // The address bar (and a screenshot of it) no longer shows the secret.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromLink;
  }
  const kept = sessionStorage.getItem(KEPT);
  return kept && TOKEN.test(kept) ? kept : null;
}

const card = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

function Invitation({ token }: { token: string }) {
  const { data, isPending, isError, error, refetch } = useInvitation(token);
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  const t = useT(braceMessages);
  const locale = useLocale();
  if (isPending) return <Skeleton className="h-56" />;
  if (isError) {
    const gone = /^404: /.test(error.message);
    return (
      <div role="alert" className={card}>
        <p className="text-slate-800">{gone ? t('join.gone') : errorMessage(error)}</p>
        {gone ? (
          <Button asChild className="mt-4" variant="outline">
            <Link to={paths.braceTracker}>{t('join.goToTracker')}</Link>
          </Button>
        ) : (
          <Button className="mt-4" variant="outline" onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </Button>
        )}
      </div>
    );
  }
  const open = () => {
    sessionStorage.removeItem(KEPT);
    void navigate(`${paths.braceTracker}?child=${data.childId}`);
  };
  if (data.alreadySharing) {
    return (
      <div className={card}>
        <p className="text-slate-800">{t('join.already', { name: data.childName })}</p>
        <Button className="mt-4" onClick={open}>
          {t('join.open', { name: data.childName })}
        </Button>
      </div>
    );
  }
  const expires = new Intl.DateTimeFormat(dateTag(locale), { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(data.expiresAt));
  return (
    <section aria-labelledby="brace-invitation-heading" className={card}>
      <UserPlus aria-hidden="true" className="size-10 text-brand-700" />
      <h2 id="brace-invitation-heading" className="mt-3 text-xl font-semibold text-slate-900">
        {data.invitedBy ? t('join.titleBy', { inviter: data.invitedBy, name: data.childName }) : t('join.titleAnon', { name: data.childName })}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        <li>{t('join.see')}</li>
        <li>{t('join.names')}</li>
        <li>{data.invitedBy ? t('join.canStopBy', { inviter: data.invitedBy }) : t('join.canStopAnon')}</li>
      </ul>
      <p className="mt-3 text-sm text-slate-700">{t('join.expires', { date: expires })}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: (child) => {
                toast({ title: t('join.welcomeTitle'), description: t('join.welcomeText', { name: child.name }) });
                open();
              },
              onError: (failure) => toast({ title: t('join.acceptFailed'), description: errorMessage(failure), variant: 'destructive' }),
            })
          }
        >
          {t('join.accept')}
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.braceTracker} onClick={() => sessionStorage.removeItem(KEPT)}>
            {t('join.notNow')}
          </Link>
        </Button>
      </div>
    </section>
  );
}

export default function BraceJoinPage() {
  const t = useT(braceMessages);
  usePageMeta(t('join.metaTitle'), t('join.metaDescription'));
  const { user, isLoading } = useAuth();
  // Read in the browser once the page runs (the server renders it without the fragment): undefined until
  // then. Reading again finds the same token, kept in the tab.
  const hydrated = useHydrated();
  const token = useMemo(() => (hydrated ? readToken() : undefined), [hydrated]);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{t('join.metaTitle')}</h1>
        <div className="mt-6">
          {isLoading || token === undefined ? (
            <div className="min-h-[30vh]" aria-busy="true" />
          ) : !token ? (
            <div role="alert" className={card}>
              <p className="text-slate-800">{t('join.incomplete')}</p>
              <Button asChild className="mt-4" variant="outline">
                <Link to={paths.braceTracker}>{t('join.goToTracker')}</Link>
              </Button>
            </div>
          ) : !user ? (
            <section aria-labelledby="brace-join-signin" className={card}>
              <Timer aria-hidden="true" className="size-10 text-brand-700" />
              <h2 id="brace-join-signin" className="mt-3 text-xl font-semibold text-slate-900">
                {t('join.signInTitle')}
              </h2>
              <p className="mt-2 text-slate-800">{t('join.signInText')}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <Button asChild>
                  <Link to={paths.login} state={{ returnTo: paths.braceJoin }}>
                    {t('join.signIn')}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={`${paths.login}?signup=true&returnTo=${encodeURIComponent(paths.braceJoin)}`}>{t('join.becomeMember')}</Link>
                </Button>
              </div>
            </section>
          ) : (
            <Invitation token={token} />
          )}
        </div>
      </div>
    </div>
  );
}
