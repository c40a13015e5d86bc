import { Flame, Footprints, Moon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BraceLog } from '@shared/api/brace';
import { dayAt, daysBetween, formatHours, isOverdue, PHASE_LABELS, TIMER_LIMIT_HOURS, type WearSummary } from '@shared/brace';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useBootsOff, useBootsOn, useRemovePeriod, useUpdatePeriod } from '../api';
import { dayLabel, momentIn, timeIn, weekdayTimeIn } from './times';
import { TextField } from '@client/components/ui/field';

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/** The one-tap timer: boots on, boots off, and a timer left running too long asked about instead of counted. */
export function BootsTimer({ log, now, online }: { log: BraceLog; now: number; online: boolean }) {
  const { child } = log;
  const running = log.periods.find((period) => period.endedAt === null) ?? null;
  const on = useBootsOn(child.id);
  const off = useBootsOff(child.id);
  if (running && isOverdue(running, now)) return <OverdueTimer childId={child.id} periodId={running.id} startedAt={running.startedAt} timeZone={child.timeZone} />;
  if (running) {
    return (
      <div className="space-y-3">
        <p className="text-lg font-semibold text-slate-900">
          Boots on since {timeIn(running.startedAt, child.timeZone)} · {formatHours((now - Date.parse(running.startedAt)) / 3_600_000)}
        </p>
        <Button size="lg" className="w-full sm:w-auto" disabled={off.isPending || !online} onClick={() => off.mutate(undefined, { onSuccess: () => toast({ title: 'Boots off', description: 'The time is logged.' }), onError: failed('Could not stop the timer') })}>
          Boots off
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-slate-700">Tap when the boots go on; tap again when they come off.</p>
      <Button size="lg" className="w-full sm:w-auto" disabled={on.isPending || !online} onClick={() => on.mutate(undefined, { onSuccess: () => toast({ title: 'Boots on', description: 'The timer is running.' }), onError: failed('Could not start the timer') })}>
        <Footprints aria-hidden="true" className="size-5" />
        Boots on
      </Button>
    </div>
  );
}

function OverdueTimer({ childId, periodId, startedAt, timeZone }: { childId: string; periodId: string; startedAt: string; timeZone: string }) {
  const update = useUpdatePeriod(childId);
  const remove = useRemovePeriod(childId);
  const [day, setDay] = useState(() => dayAt(Date.parse(startedAt), timeZone));
  const [time, setTime] = useState('');
  const [removing, setRemoving] = useState(false);
  const save = () => {
    if (!day || !time) return toast({ title: 'When did the boots come off?', description: 'Enter the day and the time.', variant: 'destructive' });
    update.mutate({ periodId, endedAt: momentIn(day, time, timeZone) }, { onSuccess: () => toast({ title: 'Thank you', description: 'The time is logged.' }), onError: failed('Could not save the time') });
  };
  return (
    <div role="alert" className="space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-slate-900">
        The timer has been running since {weekdayTimeIn(startedAt, timeZone)}: more than {TIMER_LIMIT_HOURS} hours.
      </p>
      <p className="text-sm text-slate-800">It is not counted until you say when the boots came off. It happens to everyone on a busy day.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Day the boots came off" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        <TextField label="Time the boots came off" type="time" value={time} onChange={(event) => setTime(event.target.value)} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={save} disabled={update.isPending}>
          Save the time
        </Button>
        <Button variant="outline" onClick={() => setRemoving(true)}>
          Remove this timer
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove this timer?"
        description={`The time since ${weekdayTimeIn(startedAt, timeZone)} will not count. If the boots were on for part of it, add that time afterwards.`}
        confirmLabel="Remove the timer"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(periodId, { onSuccess: () => toast({ title: 'Timer removed' }), onError: failed('Could not remove the timer') })}
      />
    </div>
  );
}

/** Today against the prescription, the phase and what comes next, and the streak. */
export function TodayFigures({ summary, nextVisitDate }: { summary: WearSummary; nextVisitDate: string | null }) {
  const share = summary.todayTarget ? Math.min(1, summary.todayHours / summary.todayTarget) : 0;
  const visitIn = nextVisitDate && nextVisitDate >= summary.today ? daysBetween(summary.today, nextVisitDate) : null;
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm font-medium text-slate-700">Today</p>
        <p className="text-3xl font-bold text-slate-900">
          {formatHours(summary.todayHours)}
          {summary.todayTarget ? <span className="text-lg font-medium text-slate-700"> of {formatHours(summary.todayTarget)}</span> : null}
        </p>
        {summary.todayTarget ? (
          <div
            role="progressbar"
            aria-label="Today’s hours against the prescribed hours"
            aria-valuemin={0}
            aria-valuemax={summary.todayTarget}
            aria-valuenow={Math.min(summary.todayTarget, Math.round(summary.todayHours * 10) / 10)}
            aria-valuetext={`${formatHours(summary.todayHours)} of ${formatHours(summary.todayTarget)}`}
            className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${share * 100}%` }} />
          </div>
        ) : null}
      </div>
      <ul className="grid gap-3 text-sm sm:grid-cols-2">
        <li className="flex items-start gap-2">
          <Moon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            <span className="font-semibold text-slate-900">{PHASE_LABELS[summary.phase]}</span>
            {summary.next ? (
              <span className="block text-slate-700">
                {summary.next.inDays === 1 ? 'Tomorrow' : `In ${summary.next.inDays} days`}: {PHASE_LABELS[summary.next.phase].toLowerCase()} ({dayLabel(summary.next.startsOn)})
              </span>
            ) : null}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Flame aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="text-slate-800">
            {summary.streak === 0 ? 'Every day at the prescribed hours starts a streak.' : `${summary.streak} ${summary.streak === 1 ? 'day' : 'days'} in a row at the prescribed hours.`}
          </span>
        </li>
        {visitIn !== null ? (
          <li className="text-slate-800 sm:col-span-2">
            Next clinic visit: <span className="font-semibold">{dayLabel(nextVisitDate as string, { weekday: 'long', day: 'numeric', month: 'long' })}</span>
            {visitIn === 0 ? ' (today)' : ` (in ${visitIn} ${visitIn === 1 ? 'day' : 'days'})`}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The last seven days as bars against the prescription, and as a table for screen readers. */
export function WeekChart({ summary }: { summary: WearSummary }) {
  const top = Math.max(24, ...summary.week.map((day) => day.hours));
  return (
    <figure>
      <figcaption className="text-sm font-semibold text-slate-900">
        The last seven days{summary.weeklyAverage !== null ? ` · average ${formatHours(summary.weeklyAverage)} a day` : ''}
      </figcaption>
      <div aria-hidden="true" className="mt-3 flex h-40 items-end gap-2">
        {summary.week.map((day) => {
          const met = day.target > 0 && day.hours >= day.target;
          return (
            <div key={day.day} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
              <div className="relative flex w-full flex-1 items-end rounded bg-slate-100">
                {day.target ? <div className="absolute inset-x-0 border-t-2 border-dashed border-slate-500" style={{ bottom: `${(day.target / top) * 100}%` }} /> : null}
                <div className={met ? 'w-full rounded bg-brand-700' : 'w-full rounded bg-brand-300'} style={{ height: `${(day.hours / top) * 100}%` }} />
              </div>
              <span className="text-xs text-slate-700">{dayLabel(day.day, { weekday: 'narrow' })}</span>
            </div>
          );
        })}
      </div>
      {/* A table cannot be made smaller than its text: the box around it is what is hidden. */}
      <div className="sr-only">
      <table>
        <caption>Hours worn each day against the prescribed hours</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Worn</th>
            <th scope="col">Prescribed</th>
          </tr>
        </thead>
        <tbody>
          {summary.week.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLabel(day.day)}</th>
              <td>{formatHours(day.hours)}</td>
              <td>{formatHours(day.target)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}

/** A falling average: encouragement and where other families found help, never blame. */
export function Encouragement({ summary }: { summary: WearSummary }) {
  if (!summary.lowWear) return null;
  return (
    <section aria-labelledby="brace-help-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
      <h3 id="brace-help-heading" className="font-semibold text-slate-900">
        A harder week? You are not alone
      </h3>
      <p className="mt-2 text-sm text-slate-800">
        The boots and bar get harder to keep up for almost every family as the months go on: teething, colds, travel and bedtime battles all get in
        the way. Every night in the boots counts. Other parents share what helped them, and your clinic can help if the boots are hard to keep on.
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
        <li>
          <Link className="text-brand-800 underline" to="/resources?category=bracing">
            Articles about bracing
          </Link>
        </li>
        <li>
          <Link className="text-brand-800 underline" to="/videos?topic=bracing">
            Bracing videos
          </Link>
        </li>
        <li>
          <Link className="text-brand-800 underline" to="/community/groups">
            Support groups
          </Link>
        </li>
        <li>
          <Link className="text-brand-800 underline" to="/community/forum?category=bracing">
            Ask other parents
          </Link>
        </li>
      </ul>
    </section>
  );
}
