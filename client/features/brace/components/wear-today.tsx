import { Flame, Footprints, Moon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BraceLog } from '@shared/api/brace';
import { dayAt, daysBetween, formatHours, isOverdue, TIMER_LIMIT_HOURS, type WearSummary } from '@shared/brace';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useBootsOff, useBootsOn, useRemovePeriod, useUpdatePeriod } from '../api';
import { notSent, OFFLINE_ID, type OfflineTap, tapBootsOff, tapBootsOn } from '../offline-taps';
import { dayLabel, momentIn, timeIn, weekdayTimeIn } from './times';
import { TextField } from '@client/components/ui/field';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { braceMessages } from '../messages';

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/**
 * The one-tap timer: boots on, boots off, and a timer left running too long asked about instead of
 * counted. Without a connection a tap is kept on this device with its time and sent later (issue 26).
 */
export function BootsTimer({ log, now, online, keepsTaps }: { log: BraceLog; now: number; online: boolean; keepsTaps: boolean }) {
  const { child } = log;
  const running = log.periods.find((period) => period.endedAt === null) ?? null;
  const on = useBootsOn(child.id);
  const off = useBootsOff(child.id);
  const t = useT(braceMessages);
  const locale = useLocale();
  const kept = () => toast({ title: t('pending.keptTitle'), description: t('pending.keptText') });
  /** Sent now when there is a connection; kept for later when there is none (or it drops as the tap is sent). */
  const tap = (send: Pick<typeof on, 'mutate'>, keep: (at: Date) => Promise<void>, done: () => void, failedTitle: string) => {
    const at = new Date();
    const keepIt = () => keep(at).then(kept, failed(failedTitle));
    if (!online && keepsTaps) return void keepIt();
    send.mutate(undefined, { onSuccess: done, onError: (error) => (keepsTaps && notSent(error) ? void keepIt() : failed(failedTitle)(error)) });
  };
  const local = running?.id.startsWith(OFFLINE_ID) ?? false;
  if (running && !local && isOverdue(running, now)) return <OverdueTimer childId={child.id} periodId={running.id} startedAt={running.startedAt} timeZone={child.timeZone} />;
  const waiting = !online && !keepsTaps;
  if (running) {
    return (
      <div className="space-y-3">
        <p className="text-lg font-semibold text-slate-900">
          {t('timer.running', { time: timeIn(running.startedAt, child.timeZone, locale), duration: formatHours((now - Date.parse(running.startedAt)) / 3_600_000) })}
        </p>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          disabled={off.isPending || waiting}
          onClick={() => tap(off, (at) => tapBootsOff(child.id, local ? null : running, at), () => toast({ title: t('timer.off'), description: t('timer.logged') }), t('timer.stopFailed'))}
        >
          {t('timer.off')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-slate-700">{t('timer.hint')}</p>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={on.isPending || waiting}
        onClick={() => tap(on, (at) => tapBootsOn(child.id, at), () => toast({ title: t('timer.on'), description: t('timer.onText') }), t('timer.startFailed'))}
      >
        <Footprints aria-hidden="true" className="size-5" />
        {t('timer.on')}
      </Button>
    </div>
  );
}

/** The taps made offline that are still to be sent, in the order they were made. */
export function WaitingTaps({ taps, timeZone }: { taps: readonly OfflineTap[]; timeZone: string }) {
  const t = useT(braceMessages);
  const locale = useLocale();
  if (!taps.length) return null;
  const time = (at: string) => timeIn(at, timeZone, locale);
  return (
    <div className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm" data-testid="waiting-taps">
      <p className="font-semibold text-slate-900">{t('pending.title')}</p>
      <ul className="mt-1 list-disc pl-5 text-slate-800">
        {taps.map((tap) => (
          <li key={tap.id}>
            {tap.kind === 'start' ? t('pending.start', { time: time(tap.startedAt) }) : tap.kind === 'period' ? t('pending.period', { from: time(tap.startedAt), to: time(tap.endedAt) }) : t('pending.end', { time: time(tap.endedAt) })}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-700">{t('pending.text')}</p>
    </div>
  );
}

function OverdueTimer({ childId, periodId, startedAt, timeZone }: { childId: string; periodId: string; startedAt: string; timeZone: string }) {
  const update = useUpdatePeriod(childId);
  const remove = useRemovePeriod(childId);
  const [day, setDay] = useState(() => dayAt(Date.parse(startedAt), timeZone));
  const [time, setTime] = useState('');
  const [removing, setRemoving] = useState(false);
  const t = useT(braceMessages);
  const locale = useLocale();
  const since = weekdayTimeIn(startedAt, timeZone, locale);
  const save = () => {
    if (!day || !time) return toast({ title: t('overdue.askTitle'), description: t('overdue.askText'), variant: 'destructive' });
    update.mutate({ periodId, endedAt: momentIn(day, time, timeZone) }, { onSuccess: () => toast({ title: t('overdue.thanks'), description: t('timer.logged') }), onError: failed(t('overdue.saveFailed')) });
  };
  return (
    <div role="alert" className="space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-slate-900">{t('overdue.title', { since, hours: TIMER_LIMIT_HOURS })}</p>
      <p className="text-sm text-slate-800">{t('overdue.text')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('overdue.day')} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        <TextField label={t('overdue.time')} type="time" value={time} onChange={(event) => setTime(event.target.value)} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={save} disabled={update.isPending}>
          {t('overdue.save')}
        </Button>
        <Button variant="outline" onClick={() => setRemoving(true)}>
          {t('overdue.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t('overdue.removeTitle')}
        description={t('overdue.removeText', { since })}
        confirmLabel={t('overdue.removeConfirm')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(periodId, { onSuccess: () => toast({ title: t('overdue.removed') }), onError: failed(t('overdue.removeFailed')) })}
      />
    </div>
  );
}

/** Today against the prescription, the phase and what comes next, and the streak. */
export function TodayFigures({ summary, nextVisitDate }: { summary: WearSummary; nextVisitDate: string | null }) {
  const share = summary.todayTarget ? Math.min(1, summary.todayHours / summary.todayTarget) : 0;
  const visitIn = nextVisitDate && nextVisitDate >= summary.today ? daysBetween(summary.today, nextVisitDate) : null;
  const t = useT(braceMessages);
  const locale = useLocale();
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm font-medium text-slate-700">{t('today.label')}</p>
        <p className="text-3xl font-bold text-slate-900">
          {formatHours(summary.todayHours)}
          {summary.todayTarget ? <span className="text-lg font-medium text-slate-700"> {t('today.of', { target: formatHours(summary.todayTarget) })}</span> : null}
        </p>
        {summary.todayTarget ? (
          <div
            role="progressbar"
            aria-label={t('today.progress')}
            aria-valuemin={0}
            aria-valuemax={summary.todayTarget}
            aria-valuenow={Math.min(summary.todayTarget, Math.round(summary.todayHours * 10) / 10)}
            aria-valuetext={t('today.valueText', { worn: formatHours(summary.todayHours), target: formatHours(summary.todayTarget) })}
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
            <span className="font-semibold text-slate-900">{t(`phase.${summary.phase}`)}</span>
            {summary.next ? (
              <span className="block text-slate-700">
                {t('today.next', { inDays: summary.next.inDays, phase: t(`phaseNext.${summary.next.phase}`), date: dayLabel(summary.next.startsOn, undefined, locale) })}
              </span>
            ) : null}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Flame aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="text-slate-800">
            {summary.streak === 0 ? t('today.streakNone') : t('today.streak', { streak: summary.streak })}
          </span>
        </li>
        {visitIn !== null ? (
          <li className="text-slate-800 sm:col-span-2">
            <Rich
              t={t}
              k="today.visit"
              values={{ date: dayLabel(nextVisitDate as string, { weekday: 'long', day: 'numeric', month: 'long' }, locale), inDays: visitIn }}
              tags={{ date: (date) => <span className="font-semibold">{date}</span> }}
            />
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The last seven days as bars against the prescription, and as a table for screen readers. */
export function WeekChart({ summary }: { summary: WearSummary }) {
  const top = Math.max(24, ...summary.week.map((day) => day.hours));
  const t = useT(braceMessages);
  const locale = useLocale();
  return (
    <figure>
      <figcaption className="text-sm font-semibold text-slate-900">
        {t('week.caption', { average: summary.weeklyAverage !== null ? formatHours(summary.weeklyAverage) : 'none' })}
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
              <span className="text-xs text-slate-700">{dayLabel(day.day, { weekday: 'narrow' }, locale)}</span>
            </div>
          );
        })}
      </div>
      {/* A table cannot be made smaller than its text: the box around it is what is hidden. */}
      <div className="sr-only">
      <table>
        <caption>{t('week.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('week.day')}</th>
            <th scope="col">{t('week.worn')}</th>
            <th scope="col">{t('week.prescribed')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.week.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLabel(day.day, undefined, locale)}</th>
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
  const t = useT(braceMessages);
  if (!summary.lowWear) return null;
  return (
    <section aria-labelledby="brace-help-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
      <h3 id="brace-help-heading" className="font-semibold text-slate-900">
        {t('help.title')}
      </h3>
      <p className="mt-2 text-sm text-slate-800">{t('help.text')}</p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
        <li>
          <Link className="text-brand-800 underline" to="/resources?category=bracing">
            {t('help.articles')}
          </Link>
        </li>
        <li>
          <Link className="text-brand-800 underline" to="/videos?topic=bracing">
            {t('help.videos')}
          </Link>
        </li>
        <li>
          <Link className="text-brand-800 underline" to="/community/groups">
            {t('help.groups')}
          </Link>
        </li>
        <li>
          <Link className="text-brand-800 underline" to="/community/forum?category=bracing">
            {t('help.ask')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
