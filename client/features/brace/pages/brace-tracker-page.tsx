import { ShieldCheck, Timer, WifiOff } from 'lucide-react';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BraceChild } from '@shared/api/brace';
import { summarise } from '@shared/brace';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { api, errorMessage, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { lazy } from '@client/lib/lazy';
import { useOnline } from '@client/lib/online';
import { useHydrated } from '@client/lib/hydrated';
import { usePageMeta } from '@client/lib/page-meta';
import { useChildren, useCreateChild, useLog, useRemoveChild, useUpdateChild } from '../api';
import { ClinicSummary } from '../components/clinic-summary';
import { Reminders } from '../components/reminders';
import { Sharing } from '../components/sharing';
import { AddPeriodForm, DayCheck, RecentLog } from '../components/log-entries';
import { useNow } from '../components/times';
import { BootsTimer, Encouragement, TodayFigures, WaitingTaps, WeekChart } from '../components/wear-today';
import { canKeepTaps, useOfflineTaps, withOfflineTaps } from '../offline-taps';
import { useSendOfflineTaps } from '../components/send-offline-taps';
import { canRemoveChild } from '../policy';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { localizedPath } from '@shared/i18n/locales';
import { braceMessages } from '../messages';

// The form (react-hook-form and zod) loads when a child is set up or changed, not with the daily screen.
const ChildForm = lazy(() => import('../components/child-form').then((m) => ({ default: m.ChildForm })));

const signInUrl = (returnTo: string) => `${hrefOf(api.accounts.login)}?returnTo=${returnTo}`;
const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** One part of a child's screen: a card with its heading. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PrivacyNote() {
  const t = useT(braceMessages);
  return (
    <aside aria-labelledby="brace-privacy-heading" className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-800">
      <h2 id="brace-privacy-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        {t('privacy.title')}
      </h2>
      <p className="mt-2">{t('privacy.text')}</p>
      <p className="mt-2">{t('privacy.schedule')}</p>
    </aside>
  );
}

function VisitorCallToAction() {
  const t = useT(braceMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="brace-join-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-6">
      <Timer aria-hidden="true" className="size-10 text-brand-700" />
      <h2 id="brace-join-heading" className="mt-3 text-xl font-semibold text-slate-900">
        {t('visitor.title')}
      </h2>
      <p className="mt-2 text-slate-800">{t('visitor.text')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button asChild>
          <a href={signInUrl(localizedPath(paths.braceTracker, locale))}>{t('visitor.signIn')}</a>
        </Button>
        <Button asChild variant="outline">
          <Link to={`${paths.login}?signup=true`}>{t('visitor.join')}</Link>
        </Button>
      </div>
    </section>
  );
}

function SetUpChild({ first, onDone }: { first: boolean; onDone?: () => void }) {
  const create = useCreateChild();
  const t = useT(braceMessages);
  return (
    <section aria-labelledby="brace-setup-heading" className={card}>
      <h2 id="brace-setup-heading" className="text-xl font-semibold text-slate-900">
        {first ? t('setup.first') : t('setup.another')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-700">{t('setup.hint')}</p>
      <Suspense fallback={<Skeleton className="h-96" />}>
        <ChildForm
        child={null}
        submitLabel={t('setup.submit')}
        pending={create.isPending}
        onCancel={onDone}
        onSave={(body) =>
          create.mutate(body, {
            onSuccess: (child) => {
              toast({ title: t('setup.doneTitle'), description: t('setup.doneText', { name: child.name }) });
              onDone?.();
            },
            onError: (error) => toast({ title: t('setup.failed'), description: errorMessage(error), variant: 'destructive' }),
          })
        }
        />
      </Suspense>
    </section>
  );
}

function ChildSettings({ child }: { child: BraceChild }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const update = useUpdateChild(child.id);
  const t = useT(braceMessages);
  const remove = useRemoveChild(child.id, () => toast({ title: t('settings.removedTitle'), description: t('settings.removedText', { name: child.name }) }));
  if (!editing) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setEditing(true)}>
          {t('settings.change', { name: child.name })}
        </Button>
        {canRemoveChild(child) ? (
          <Button variant="outline" onClick={() => setRemoving(true)}>
            {t('settings.remove', { name: child.name })}
          </Button>
        ) : null}
        <ConfirmDialog
          open={removing}
          onOpenChange={setRemoving}
          title={t('settings.removeTitle', { name: child.name })}
          description={t('settings.removeText')}
          confirmLabel={t('settings.removeConfirm')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onError: (error) => toast({ title: t('settings.removeFailed'), description: errorMessage(error), variant: 'destructive' }),
            })
          }
        />
      </div>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
    <ChildForm
      child={child}
      submitLabel={t('settings.save')}
      pending={update.isPending}
      onCancel={() => setEditing(false)}
      onSave={(body) =>
        update.mutate(body, {
          onSuccess: () => {
            setEditing(false);
            toast({ title: t('common.saved'), description: t('settings.savedText', { name: child.name }) });
          },
          onError: (error) => toast({ title: t('settings.saveFailed'), description: errorMessage(error), variant: 'destructive' }),
        })
      }
    />
    </Suspense>
  );
}

/**
 * Without a connection the timer's taps are kept on the device with their own times (issue 26); where
 * the browser cannot keep them, nothing can be logged and the family is told what to do instead.
 */
function OfflineNotice({ keepsTaps }: { keepsTaps: boolean }) {
  const t = useT(braceMessages);
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <p>
        <Rich t={t} k={keepsTaps ? 'offline.text' : 'offline.textNoKeep'} tags={{ strong: (text) => <span className="font-semibold">{text}</span> }} />
      </p>
    </div>
  );
}

function ChildTracker({ child, me, keepsTaps }: { child: BraceChild; me: string; keepsTaps: boolean }) {
  const { data: served, isPending, isError, refetch } = useLog(child.id);
  const now = useNow();
  const online = useOnline();
  const t = useT(braceMessages);
  const allTaps = useOfflineTaps();
  const taps = useMemo(() => allTaps.filter((tap) => tap.childId === child.id), [allTaps, child.id]);
  // Counted now as they will be once sent: the figures and the timer include the taps kept offline.
  const log = useMemo(() => (served && taps.length ? { ...served, periods: withOfflineTaps(served.periods, taps) } : served), [served, taps]);
  if (isPending) return <Skeleton className="h-96" />;
  if (isError || !log) {
    return (
      <div role="alert" className={card}>
        <p className="text-slate-800">{online ? t('tracker.loadErrorOnline', { name: child.name }) : t('tracker.loadErrorOffline', { name: child.name })}</p>
        <Button className="mt-3" variant="outline" onClick={() => void refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  const summary = summarise(log.child, log.periods, now);
  const today = log.days.find((day) => day.day === summary.today);
  return (
    <div className="space-y-6">
      {online ? null : <OfflineNotice keepsTaps={keepsTaps} />}
      <section aria-labelledby="brace-today-heading" className={card}>
        <h2 id="brace-today-heading" className="text-xl font-semibold text-slate-900">
          {t('tracker.today', { name: child.name })}
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <TodayFigures summary={summary} nextVisitDate={log.child.nextVisitDate} />
          <div className="space-y-4">
            <BootsTimer log={log} now={now} online={online} keepsTaps={keepsTaps} />
            <WaitingTaps taps={taps} timeZone={child.timeZone} />
          </div>
        </div>
      </section>
      <Encouragement summary={summary} />
      <section aria-labelledby="brace-week-heading" className={card}>
        <h2 id="brace-week-heading" className="sr-only">
          {t('tracker.thisWeek')}
        </h2>
        <WeekChart summary={summary} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="brace-add-heading" title={t('add.label')}>
          {/* Keyed by the day: a screen left open overnight offers last night again. */}
          <AddPeriodForm key={summary.today} log={log} today={summary.today} online={online} />
        </Panel>
        <Panel id="brace-skin-heading" title={t('panel.skin')}>
          <DayCheck key={summary.today} log={log} day={summary.today} saved={today} />
        </Panel>
      </div>
      <Panel id="brace-log-heading" title={t('panel.week')}>
        <RecentLog log={served ?? log} />
      </Panel>
      <Panel id="brace-clinic-heading" title={t('panel.clinic')}>
        <ClinicSummary key={summary.today} child={child} today={summary.today} />
      </Panel>
      <Panel id="brace-reminders-heading" title={t('reminders.label')}>
        <Reminders child={child} />
      </Panel>
      <Panel id="brace-sharing-heading" title={t('panel.shared')}>
        <Sharing child={child} me={me} />
      </Panel>
      <Panel id="brace-settings-heading" title={t('panel.details')}>
        <ChildSettings child={child} />
      </Panel>
    </div>
  );
}

function MemberTracker({ me }: { me: string }) {
  const { data, isPending, isError, refetch } = useChildren(true);
  const keepsTaps = useHydrated() && canKeepTaps();
  useSendOfflineTaps(keepsTaps);
  // An accepted invitation opens on its child (?child=).
  const [searchParams] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(() => searchParams.get('child'));
  const [adding, setAdding] = useState(false);
  const t = useT(braceMessages);
  if (isPending) return <Skeleton className="h-96" />;
  if (isError) {
    return (
      <div role="alert" className={card}>
        <p className="text-slate-800">{t('tracker.loadError')}</p>
        <Button className="mt-3" variant="outline" onClick={() => void refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  const children = data.children;
  if (!children.length) return <SetUpChild first />;
  const child = children.find((c) => c.id === chosen) ?? (children[0] as BraceChild);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('tracker.children')}>
        {children.length > 1
          ? children.map((c) => (
              <Button key={c.id} variant={c.id === child.id ? 'default' : 'outline'} aria-pressed={c.id === child.id} onClick={() => setChosen(c.id)}>
                {c.name}
              </Button>
            ))
          : null}
        {!adding ? (
          <Button variant="outline" onClick={() => setAdding(true)}>
            {t('setup.another')}
          </Button>
        ) : null}
      </div>
      {adding ? <SetUpChild first={false} onDone={() => setAdding(false)} /> : null}
      <ChildTracker key={child.id} child={child} me={me} keepsTaps={keepsTaps} />
    </div>
  );
}

/** /brace-tracker: a family's log of boots-and-bar wear against their clinician's schedule (issue 24). */
export default function BraceTrackerPage() {
  const t = useT(braceMessages);
  usePageMeta(t('meta.title'), t('meta.description'));
  const { user, isLoading } = useAuth();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-slate-900">{t('meta.title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('page.intro')}</p>
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">{user ? <MemberTracker me={user.id} /> : isLoading ? <div className="min-h-[40vh]" aria-busy="true" /> : <VisitorCallToAction />}</div>
          <PrivacyNote />
        </div>
      </div>
    </div>
  );
}
