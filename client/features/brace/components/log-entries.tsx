import { useState } from 'react';
import type { BraceDay, BraceLog } from '@shared/api/brace';
import { addDays, DAY_NOTE_MAX, dayAt, formatHours, SKIN_ADVICE, type SkinCheck, skinChecks, startOfDay } from '@shared/brace';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useAddPeriod, useRemovePeriod, useSaveDay, useUpdatePeriod } from '../api';
import { dayLabel, momentIn, timeIn } from './times';
import { useLocale, useT } from '@client/lib/i18n';
import { type BraceKey, braceMessages } from '../messages';

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/** Usual stretches, to fill in with one tap and adjust: the night, and the afternoon nap. */
const PRESETS = [
  { label: 'preset.night', start: '19:00', end: '07:00' },
  { label: 'preset.nap', start: '13:00', end: '15:00' },
] as const satisfies readonly { label: BraceKey; start: string; end: string }[];

/**
 * What the skin check found, as the catalogue says it: shared/brace.ts SKIN_ADVICE's paragraphs, the red
 * flags ending with shared/urgent-advice.ts's wording (which stays the judge of which are urgent).
 */
const ADVICE_PARAGRAPHS = {
  'red-marks': ['advice.red-marks'],
  blister: ['advice.blister', 'advice.braceProblem', 'advice.clinicOrEmergency'],
  'broken-skin': ['advice.broken-skin', 'advice.braceProblem', 'advice.clinicOrEmergency'],
  'colour-change': ['advice.colour-change', 'advice.colour-change.emergency'],
} as const satisfies Record<Exclude<SkinCheck, 'fine'>, readonly BraceKey[]>;

/** Time worn that was not timed: a day, a start and an end (an end before the start is the next morning). */
export function AddPeriodForm({ log, today, online }: { log: BraceLog; today: string; online: boolean }) {
  const { child } = log;
  const add = useAddPeriod(child.id);
  const [day, setDay] = useState(addDays(today, -1));
  const [start, setStart] = useState('19:00');
  const [end, setEnd] = useState('07:00');
  const t = useT(braceMessages);
  const locale = useLocale();
  const overnight = end <= start;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!day || !start || !end) return toast({ title: t('add.missingTitle'), description: t('add.missingText'), variant: 'destructive' });
    const body = { startedAt: momentIn(day, start, child.timeZone), endedAt: momentIn(overnight ? addDays(day, 1) : day, end, child.timeZone) };
    add.mutate(body, { onSuccess: () => toast({ title: t('add.doneTitle'), description: t('add.doneText', { day: dayLabel(day, undefined, locale), start, end }) }), onError: failed(t('add.failed')) });
  };
  return (
    <form onSubmit={submit} aria-label={t('add.label')} className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <Button
            key={preset.label}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setStart(preset.start);
              setEnd(preset.end);
            }}
          >
            {t('preset.button', { label: t(preset.label), start: preset.start, end: preset.end })}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t('add.day')} type="date" value={day} max={today} onChange={(event) => setDay(event.target.value)} />
        <TextField label={t('add.on')} type="time" value={start} onChange={(event) => setStart(event.target.value)} />
        <TextField label={t('add.off')} type="time" value={end} onChange={(event) => setEnd(event.target.value)} hint={overnight ? t('add.nextMorning') : undefined} />
      </div>
      <Button type="submit" disabled={add.isPending || !online}>
        {t('add.submit')}
      </Button>
    </form>
  );
}

/** A logged stretch's times changed: the day and time the boots went on, and when they came off (the next morning when earlier). */
function EditStretch({ log, period, onDone }: { log: BraceLog; period: { id: string; startedAt: string; endedAt: string }; onDone: () => void }) {
  const tz = log.child.timeZone;
  const update = useUpdatePeriod(log.child.id);
  const [day, setDay] = useState(() => dayAt(Date.parse(period.startedAt), tz));
  const [start, setStart] = useState(() => timeIn(period.startedAt, tz));
  const [end, setEnd] = useState(() => timeIn(period.endedAt, tz));
  const t = useT(braceMessages);
  const locale = useLocale();
  const overnight = end <= start;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!day || !start || !end) return toast({ title: t('add.missingTitle'), description: t('add.missingText'), variant: 'destructive' });
    update.mutate(
      { periodId: period.id, startedAt: momentIn(day, start, tz), endedAt: momentIn(overnight ? addDays(day, 1) : day, end, tz) },
      {
        onSuccess: () => {
          toast({ title: t('edit.doneTitle'), description: t('add.doneText', { day: dayLabel(day, undefined, locale), start, end }) });
          onDone();
        },
        onError: failed(t('edit.failed')),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('edit.label')} className="w-full space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t('add.day')} type="date" value={day} max={log.to} onChange={(event) => setDay(event.target.value)} />
        <TextField label={t('add.on')} type="time" value={start} onChange={(event) => setStart(event.target.value)} />
        <TextField label={t('add.off')} type="time" value={end} onChange={(event) => setEnd(event.target.value)} hint={overnight ? t('add.nextMorning') : undefined} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {t('edit.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Advice for what the check found: the clinic, and at once for the signs that cannot wait. */
function SkinAdvice({ check }: { check: SkinCheck | null }) {
  const t = useT(braceMessages);
  if (!check || check === 'fine') return null;
  const paragraphs = ADVICE_PARAGRAPHS[check].map((key) => t(key));
  if (!SKIN_ADVICE[check].urgent) return <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">{paragraphs.join(' ')}</p>;
  return (
    <div role="alert" className="space-y-2 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-950">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * The day's skin check and note. What another carer saves meanwhile is taken in while this form
 * holds no edits of its own; with edits, they stay and the form says so.
 */
export function DayCheck({ log, day, saved }: { log: BraceLog; day: string; saved: BraceDay | undefined }) {
  const save = useSaveDay(log.child.id);
  const stored = { skin: saved?.skin ?? null, note: saved?.note ?? '' };
  const [skin, setSkin] = useState<SkinCheck | null>(stored.skin);
  const [note, setNote] = useState(stored.note);
  const [base, setBase] = useState(stored);
  const [overtaken, setOvertaken] = useState(false);
  const t = useT(braceMessages);
  const locale = useLocale();
  if (base.skin !== stored.skin || base.note !== stored.note) {
    const untouched = skin === base.skin && note === base.note;
    setBase(stored);
    if (untouched) {
      setSkin(stored.skin);
      setNote(stored.note);
    } else if (skin !== stored.skin || note !== stored.note) setOvertaken(true);
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { day, note, skin },
      {
        onSuccess: () => {
          setOvertaken(false);
          toast({ title: t('common.saved'), description: t('day.savedText', { day: dayLabel(day, undefined, locale) }) });
        },
        onError: failed(t('day.failed')),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('day.label')} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t('day.legend')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {skinChecks.map((check) => (
            <label key={check} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" name="skin" value={check} checked={skin === check} onChange={() => setSkin(check)} className="size-4 accent-brand-700" />
              {t(`skin.${check}`)}
            </label>
          ))}
        </div>
        {skin !== null ? (
          <Button type="button" variant="ghost" size="sm" className="mt-2" onClick={() => setSkin(null)}>
            {t('day.noCheck')}
          </Button>
        ) : null}
      </fieldset>
      <SkinAdvice check={skin} />
      <TextAreaField label={t('day.note')} rows={3} maxLength={DAY_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} hint={t('day.noteHint')} />
      {overtaken ? (
        <p role="status" className="text-sm text-slate-800">
          {t('day.overtaken')}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {t('day.save')}
      </Button>
    </form>
  );
}

/** The last week's stretches, newest first, each changeable and removable. */
export function RecentLog({ log }: { log: BraceLog }) {
  const remove = useRemovePeriod(log.child.id);
  const [removing, setRemoving] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const t = useT(braceMessages);
  const locale = useLocale();
  const tz = log.child.timeZone;
  const since = startOfDay(addDays(log.to, -7), tz);
  const recent = log.periods.filter((period) => period.endedAt !== null && Date.parse(period.endedAt) > since).reverse();
  const notes = log.days.filter((day) => day.day >= addDays(log.to, -7)).reverse();
  if (!recent.length && !notes.length) return <p className="text-sm text-slate-700">{t('recent.none')}</p>;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {recent.map((period) => {
          const day = dayLabel(dayAt(Date.parse(period.startedAt), tz), undefined, locale);
          const span = t('recent.span', { start: timeIn(period.startedAt, tz, locale), end: timeIn(period.endedAt as string, tz, locale) });
          return (
            <li key={period.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="text-slate-900">
                <span className="font-medium">{day}</span>, {span} · {formatHours((Date.parse(period.endedAt as string) - Date.parse(period.startedAt)) / 3_600_000)}
                {period.loggedBy && log.child.carers.length > 1 ? <span className="text-slate-700"> · {period.loggedBy}</span> : null}
              </span>
              {editing === period.id ? (
                <EditStretch log={log} period={{ id: period.id, startedAt: period.startedAt, endedAt: period.endedAt as string }} onDone={() => setEditing(null)} />
              ) : (
                <span className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(period.id)} aria-label={t('recent.changeLabel', { day, span })}>
                    {t('recent.change')}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setRemoving(period.id)} aria-label={t('recent.removeLabel', { day, span })}>
                    {t('recent.remove')}
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {notes.length ? (
        <ul className="space-y-2 text-sm">
          {notes.map((day) => (
            <li key={day.day} className="rounded-md bg-slate-100 px-3 py-2 text-slate-800">
              <span className="font-medium">{dayLabel(day.day, undefined, locale)}</span>
              {day.skin ? ` · ${t(`skin.${day.skin}`)}` : ''}
              {day.note ? `: ${day.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('recent.removeTitle')}
        description={t('recent.removeText')}
        confirmLabel={t('recent.remove')}
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => {
              setRemoving(null);
              toast({ title: t('recent.removed') });
            },
            onError: failed(t('recent.removeFailed')),
          })
        }
      />
    </div>
  );
}
