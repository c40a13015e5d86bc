import { ShieldCheck, Timer, WifiOff } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
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
import { usePageMeta } from '@client/lib/page-meta';
import { useChildren, useCreateChild, useLog, useRemoveChild, useUpdateChild } from '../api';
import { ClinicSummary } from '../components/clinic-summary';
import { Reminders } from '../components/reminders';
import { Sharing } from '../components/sharing';
import { AddPeriodForm, DayCheck, RecentLog } from '../components/log-entries';
import { useNow } from '../components/times';
import { BootsTimer, Encouragement, TodayFigures, WeekChart } from '../components/wear-today';
import { canRemoveChild } from '../policy';

// The form (react-hook-form and zod) loads when a child is set up or changed, not with the daily screen.
const ChildForm = lazy(() => import('../components/child-form').then((m) => ({ default: m.ChildForm })));

const SIGN_IN_URL = `${hrefOf(api.accounts.login)}?returnTo=/brace-tracker`;
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
  return (
    <aside aria-labelledby="brace-privacy-heading" className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-800">
      <h2 id="brace-privacy-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        Your child’s log is private
      </h2>
      <p className="mt-2">
        This is health information about your child. Only you, and family members you share it with, can see it. Our team sees only anonymous
        totals (such as how many families use the tracker), never a child’s log. It is not used for anything else without your consent, it is part of
        your data download. Deleting your account deletes it, unless you share a child’s log with another family member: then it stays with them.
      </p>
      <p className="mt-2">
        The tracker shows the schedule your child’s clinician prescribed. It never tells you to change it: questions about the schedule belong with
        your clinic.
      </p>
    </aside>
  );
}

function VisitorCallToAction() {
  return (
    <section aria-labelledby="brace-join-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-6">
      <Timer aria-hidden="true" className="size-10 text-brand-700" />
      <h2 id="brace-join-heading" className="mt-3 text-xl font-semibold text-slate-900">
        Keep track of the boots and bar
      </h2>
      <p className="mt-2 text-slate-800">
        The months in the boots and bar decide whether a corrected foot stays corrected. Log wear with one tap, see each day against your clinician’s
        schedule, and bring a clear record to the clinic. Membership is free.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button asChild>
          <a href={SIGN_IN_URL}>Sign in to start</a>
        </Button>
        <Button asChild variant="outline">
          <Link to={`${paths.login}?signup=true`}>Become a member</Link>
        </Button>
      </div>
    </section>
  );
}

function SetUpChild({ first, onDone }: { first: boolean; onDone?: () => void }) {
  const create = useCreateChild();
  return (
    <section aria-labelledby="brace-setup-heading" className={card}>
      <h2 id="brace-setup-heading" className="text-xl font-semibold text-slate-900">
        {first ? 'Set up your child' : 'Add another child'}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-700">A first name or a nickname is enough.</p>
      <Suspense fallback={<Skeleton className="h-96" />}>
        <ChildForm
        child={null}
        submitLabel="Start tracking"
        pending={create.isPending}
        onCancel={onDone}
        onSave={(body) =>
          create.mutate(body, {
            onSuccess: (child) => {
              toast({ title: 'Ready', description: `${child.name}’s tracker is set up.` });
              onDone?.();
            },
            onError: (error) => toast({ title: 'Could not set up the tracker', description: errorMessage(error), variant: 'destructive' }),
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
  const remove = useRemoveChild(child.id, () => toast({ title: 'Removed', description: `${child.name}’s log is deleted.` }));
  if (!editing) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setEditing(true)}>
          Change {child.name}’s details or schedule
        </Button>
        {canRemoveChild(child) ? (
          <Button variant="outline" onClick={() => setRemoving(true)}>
            Remove {child.name}’s log
          </Button>
        ) : null}
        <ConfirmDialog
          open={removing}
          onOpenChange={setRemoving}
          title={`Remove ${child.name}’s log?`}
          description="Every time logged, note and skin check is deleted for good, for everyone who shares it."
          confirmLabel="Remove the log"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onError: (error) => toast({ title: 'Could not remove the log', description: errorMessage(error), variant: 'destructive' }),
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
      submitLabel="Save"
      pending={update.isPending}
      onCancel={() => setEditing(false)}
      onSave={(body) =>
        update.mutate(body, {
          onSuccess: () => {
            setEditing(false);
            toast({ title: 'Saved', description: `${child.name}’s details and schedule are up to date.` });
          },
          onError: (error) => toast({ title: 'Could not save', description: errorMessage(error), variant: 'destructive' }),
        })
      }
    />
    </Suspense>
  );
}

/**
 * Without a connection nothing can be logged (a tap would be saved at the wrong time once it got
 * through): the family is told so, and what to do instead.
 */
function OfflineNotice() {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <p>
        <span className="font-semibold">You are offline.</span> The tracker needs a connection to log, so the buttons wait until you are back. Note
        when the boots go on and come off, and add the time under “Add time worn” once you are online again.
      </p>
    </div>
  );
}

function ChildTracker({ child, me }: { child: BraceChild; me: string }) {
  const { data: log, isPending, isError, refetch } = useLog(child.id);
  const now = useNow();
  const online = useOnline();
  if (isPending) return <Skeleton className="h-96" />;
  if (isError || !log) {
    return (
      <div role="alert" className={card}>
        <p className="text-slate-800">{online ? `${child.name}’s log could not be loaded.` : `You are offline: ${child.name}’s log will load when you are back online.`}</p>
        <Button className="mt-3" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const summary = summarise(log.child, log.periods, now);
  const today = log.days.find((day) => day.day === summary.today);
  return (
    <div className="space-y-6">
      {online ? null : <OfflineNotice />}
      <section aria-labelledby="brace-today-heading" className={card}>
        <h2 id="brace-today-heading" className="text-xl font-semibold text-slate-900">
          {child.name} today
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <TodayFigures summary={summary} nextVisitDate={log.child.nextVisitDate} />
          <BootsTimer log={log} now={now} online={online} />
        </div>
      </section>
      <Encouragement summary={summary} />
      <section aria-labelledby="brace-week-heading" className={card}>
        <h2 id="brace-week-heading" className="sr-only">
          This week
        </h2>
        <WeekChart summary={summary} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="brace-add-heading" title="Add time worn">
          {/* Keyed by the day: a screen left open overnight offers last night again. */}
          <AddPeriodForm key={summary.today} log={log} today={summary.today} online={online} />
        </Panel>
        <Panel id="brace-skin-heading" title="Today’s skin check">
          <DayCheck key={summary.today} log={log} day={summary.today} saved={today} />
        </Panel>
      </div>
      <Panel id="brace-log-heading" title="The last week">
        <RecentLog log={log} />
      </Panel>
      <Panel id="brace-clinic-heading" title="For the clinic visit">
        <ClinicSummary key={summary.today} child={child} today={summary.today} />
      </Panel>
      <Panel id="brace-reminders-heading" title="Reminders">
        <Reminders child={child} />
      </Panel>
      <Panel id="brace-sharing-heading" title="Shared with">
        <Sharing child={child} me={me} />
      </Panel>
      <Panel id="brace-settings-heading" title="Details and schedule">
        <ChildSettings child={child} />
      </Panel>
    </div>
  );
}

function MemberTracker({ me }: { me: string }) {
  const { data, isPending, isError, refetch } = useChildren(true);
  // An accepted invitation opens on its child (?child=).
  const [searchParams] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(() => searchParams.get('child'));
  const [adding, setAdding] = useState(false);
  if (isPending) return <Skeleton className="h-96" />;
  if (isError) {
    return (
      <div role="alert" className={card}>
        <p className="text-slate-800">The tracker could not be loaded.</p>
        <Button className="mt-3" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const children = data.children;
  if (!children.length) return <SetUpChild first />;
  const child = children.find((c) => c.id === chosen) ?? (children[0] as BraceChild);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Children">
        {children.length > 1
          ? children.map((c) => (
              <Button key={c.id} variant={c.id === child.id ? 'default' : 'outline'} aria-pressed={c.id === child.id} onClick={() => setChosen(c.id)}>
                {c.name}
              </Button>
            ))
          : null}
        {!adding ? (
          <Button variant="outline" onClick={() => setAdding(true)}>
            Add another child
          </Button>
        ) : null}
      </div>
      {adding ? <SetUpChild first={false} onDone={() => setAdding(false)} /> : null}
      <ChildTracker key={child.id} child={child} me={me} />
    </div>
  );
}

/** /brace-tracker: a family's log of boots-and-bar wear against their clinician's schedule (issue 24). */
export default function BraceTrackerPage() {
  usePageMeta('Brace Tracker', 'Log boots-and-bar wear with one tap, see each day against your clinician’s schedule, and keep a clear record for the clinic.');
  const { user, isLoading } = useAuth();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-slate-900">Brace Tracker</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          After the casts, the boots and bar keep the correction. Log the hours, see the week at a glance, and take the record to your clinic visits.
        </p>
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">{user ? <MemberTracker me={user.id} /> : isLoading ? <div className="min-h-[40vh]" aria-busy="true" /> : <VisitorCallToAction />}</div>
          <PrivacyNote />
        </div>
      </div>
    </div>
  );
}
