import { TZDate } from '@date-fns/tz';
import { BRACE_PROBLEM, CLINIC_OR_EMERGENCY } from './urgent-advice';

/*
 * The brace-wear tracker's rules (issue 24), pure so the server and the screen count the same way.
 * A day is the child's own calendar day ('YYYY-MM-DD' in the child's time zone): a night that crosses
 * midnight counts on both days, and a day of a daylight-saving change has 23 or 25 hours.
 */

/** The phases of bracing after the casts: boots and bar nearly all day, then at night and for naps. */
export const bracePhases = ['not-started', 'full-time', 'nights-and-naps', 'finished'] as const;
export type BracePhase = (typeof bracePhases)[number];

export const PHASE_LABELS: Record<BracePhase, string> = {
  'not-started': 'Not started yet',
  'full-time': 'Full time',
  'nights-and-naps': 'Nights and naps',
  finished: 'Bracing finished',
};

/**
 * The usual Ponseti prescription, proposed when a child is set up: 23 hours a day for about three
 * months, then 12 hours (the night and the daytime nap) until the fourth birthday. The family sets
 * what their clinician prescribed; the tracker never suggests changing it.
 */
export const DEFAULT_SCHEDULE = { fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 } as const;
export const SCHEDULE_LIMITS = {
  hours: { min: 1, max: 24 },
  fullTimeWeeks: { min: 1, max: 52 },
  endAgeMonths: { min: 6, max: 96 },
} as const;

export type BraceSchedule = { fullTimeHours: number; fullTimeWeeks: number; partTimeHours: number; endAgeMonths: number };
export type BraceChildDates = BraceSchedule & { birthDate: string; braceStartDate: string; timeZone: string };
/** A stretch of wear; `endedAt` null while the boots are on. */
export type WearPeriod = { id: string; startedAt: string; endedAt: string | null };

/** A timer left running longer than this is asked about instead of counted. */
export const TIMER_LIMIT_HOURS = 26;
/** No single stretch of wear is longer (full time is 23 hours a day). */
export const PERIOD_MAX_HOURS = 26;
export const CHILD_NAME_MAX = 40;
export const DAY_NOTE_MAX = 1000;

/** What the daily skin check found. Red marks that fade within an hour are common; the others need the clinic. */
export const skinChecks = ['fine', 'red-marks', 'blister', 'broken-skin', 'colour-change'] as const;
export type SkinCheck = (typeof skinChecks)[number];
export const SKIN_CHECK_LABELS: Record<SkinCheck, string> = {
  fine: 'Skin looks fine',
  'red-marks': 'Red marks',
  blister: 'A blister',
  'broken-skin': 'Broken or raw skin',
  'colour-change': 'Toes or foot changed colour',
};
export const RED_FLAG_SKIN: readonly SkinCheck[] = ['blister', 'broken-skin', 'colour-change'];
export const isRedFlagSkin = (check: SkinCheck | null | undefined) => !!check && RED_FLAG_SKIN.includes(check);

/**
 * What to do about what the skin check found: safety advice that sends the family to their clinic,
 * never a diagnosis. The red flags end with the same urgent advice the assistant gives
 * (shared/urgent-advice.ts); a colour change starts with the boots off at once.
 */
export const SKIN_ADVICE: Record<Exclude<SkinCheck, 'fine'>, { urgent: boolean; paragraphs: readonly string[] }> = {
  'red-marks': {
    urgent: false,
    paragraphs: [
      'Red marks that fade within about an hour of taking the boots off are common. If a mark is still there after an hour, or keeps coming back in the same place, show it to your clinic: the boots or straps may need adjusting.',
    ],
  },
  blister: {
    urgent: true,
    paragraphs: [
      'A blister usually means a boot is rubbing or the heel is slipping in it. Keep it clean and dry, and do not burst it.',
      BRACE_PROBLEM,
      CLINIC_OR_EMERGENCY,
    ],
  },
  'broken-skin': {
    urgent: true,
    paragraphs: ['Keep broken or raw skin clean, and cover it loosely with a clean dressing.', BRACE_PROBLEM, CLINIC_OR_EMERGENCY],
  },
  'colour-change': {
    urgent: true,
    paragraphs: [
      'Take the boots off now. Toes or a foot that look white, blue, grey or very dark can mean a strap is too tight or the foot has slipped in the boot.',
      'If the colour does not come back within a few minutes of the boots coming off, call your local emergency number or go to the nearest emergency department. If it comes back, call your clinic before the boots go on again.',
    ],
  },
};

/** A weekly average under this, in the phase, is met with encouragement (never blame). */
export const LOW_WEAR_HOURS: Record<'full-time' | 'nights-and-naps', number> = { 'full-time': 20, 'nights-and-naps': 8 };

const HOUR_MS = 3_600_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The years a day may fall in: a child's birth, a brace, a log (time zone rules are only known for these). */
export const DAY_YEARS = { min: 1900, max: 2100 } as const;

/** A real calendar day in 'YYYY-MM-DD' form, within DAY_YEARS. */
export function isDay(value: string) {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < DAY_YEARS.min || year > DAY_YEARS.max) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** An IANA time zone this runtime knows. */
export function isTimeZone(value: string) {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The calendar day `n` months after `day`, on the last day of a shorter month. */
export function addMonths(day: string, n: number) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The child's calendar day at a moment. */
export function dayAt(at: Date | number, timeZone: string) {
  const local = new TZDate(typeof at === 'number' ? at : at.getTime(), timeZone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}

/** The moment a calendar day begins in the zone (midnight, or the first hour that exists). */
export function startOfDay(day: string, timeZone: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, timeZone).getTime();
}

/** The phase on a day, and when it ends (null: it does not). */
export function phaseOn(child: Pick<BraceChildDates, 'birthDate' | 'braceStartDate' | 'fullTimeWeeks' | 'endAgeMonths'>, day: string): { phase: BracePhase; endsOn: string | null } {
  const fullTimeEnds = addDays(child.braceStartDate, child.fullTimeWeeks * 7);
  const bracingEnds = addMonths(child.birthDate, child.endAgeMonths);
  if (day < child.braceStartDate) return { phase: 'not-started', endsOn: child.braceStartDate };
  if (day < fullTimeEnds) return { phase: 'full-time', endsOn: fullTimeEnds < bracingEnds ? fullTimeEnds : bracingEnds };
  if (day < bracingEnds) return { phase: 'nights-and-naps', endsOn: bracingEnds };
  return { phase: 'finished', endsOn: null };
}

/** How many hours a calendar day has in the zone: 24, or 23 and 25 on the days the clocks change. */
export function dayLength(day: string, timeZone: string) {
  return Math.round((startOfDay(addDays(day, 1), timeZone) - startOfDay(day, timeZone)) / 60_000) / 60;
}

/**
 * The hours the clinician prescribed for a day (0 outside bracing). On the day the clocks go forward
 * the hour that never happens is an hour the child would have worn the boots (the change comes at
 * night), so the day asks for that much less; a longer day asks for no more than usual.
 */
export function targetOn(child: BraceChildDates, day: string) {
  const { phase } = phaseOn(child, day);
  const prescribed = phase === 'full-time' ? child.fullTimeHours : phase === 'nights-and-naps' ? child.partTimeHours : 0;
  if (prescribed === 0) return 0;
  const missing = Math.max(0, 24 - dayLength(day, child.timeZone));
  return Math.max(0, Math.min(prescribed, prescribed - missing));
}

/** A running timer past TIMER_LIMIT_HOURS: not counted until the family says when the boots came off. */
export const isOverdue = (period: WearPeriod, now: number) => period.endedAt === null && now - Date.parse(period.startedAt) > TIMER_LIMIT_HOURS * HOUR_MS;

/** Where a period ends for counting: its end, now while running, nothing when overdue. */
function countedEnd(period: WearPeriod, now: number) {
  if (period.endedAt !== null) return Date.parse(period.endedAt);
  return isOverdue(period, now) ? null : now;
}

/** Hours worn on a day, to the minute. */
export function hoursOn(day: string, periods: readonly WearPeriod[], timeZone: string, now: number) {
  const from = startOfDay(day, timeZone);
  const to = startOfDay(addDays(day, 1), timeZone);
  let ms = 0;
  for (const period of periods) {
    const end = countedEnd(period, now);
    if (end === null) continue;
    const start = Math.max(from, Date.parse(period.startedAt));
    const stop = Math.min(to, end);
    if (stop > start) ms += stop - start;
  }
  return Math.round(ms / 60_000) / 60;
}

export type DayWear = { day: string; hours: number; target: number; phase: BracePhase };

/** Each day from `from` to `to` (inclusive) with its hours and target. */
export function daysOfWear(child: BraceChildDates, periods: readonly WearPeriod[], from: string, to: string, now: number): DayWear[] {
  const out: DayWear[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    out.push({ day, hours: hoursOn(day, periods, child.timeZone, now), target: targetOn(child, day), phase: phaseOn(child, day).phase });
  }
  return out;
}

/** Days in a row, up to yesterday (and today once it is reached), at the prescribed hours. */
export function streakOf(days: readonly DayWear[], today: string) {
  let streak = 0;
  for (let i = days.length - 1; i >= 0; i -= 1) {
    const day = days[i] as DayWear;
    const met = day.target > 0 && day.hours >= day.target;
    if (day.day === today && !met) continue;
    if (!met) break;
    streak += 1;
  }
  return streak;
}

export type WearSummary = {
  today: string;
  phase: BracePhase;
  /** The next phase and the day it starts, while bracing goes on. */
  next: { phase: BracePhase; startsOn: string; inDays: number } | null;
  todayHours: number;
  todayTarget: number;
  /** The last seven days, today last. */
  week: DayWear[];
  /** The average of the seven days before today, when all of them were in one phase of bracing. */
  weeklyAverage: number | null;
  streak: number;
  /** The weekly average is under LOW_WEAR_HOURS for the phase: the page offers help. */
  lowWear: boolean;
};

/** Everything the tracker shows for today, from the child's schedule and the last weeks' periods. */
export function summarise(child: BraceChildDates, periods: readonly WearPeriod[], now: number, streakDays = 60): WearSummary {
  const today = dayAt(now, child.timeZone);
  const days = daysOfWear(child, periods, addDays(today, -streakDays), today, now);
  const week = days.slice(-7);
  const todayWear = days[days.length - 1] as DayWear;
  const { phase, endsOn } = phaseOn(child, today);
  const next = endsOn ? { phase: phaseOn(child, endsOn).phase, startsOn: endsOn, inDays: daysBetween(today, endsOn) } : null;
  const before = days.slice(-8, -1);
  const samePhase = before.length === 7 && before.every((day) => day.phase === phase) && (phase === 'full-time' || phase === 'nights-and-naps');
  const weeklyAverage = samePhase ? Math.round((before.reduce((sum, day) => sum + day.hours, 0) / 7) * 10) / 10 : null;
  const lowWear = weeklyAverage !== null && (phase === 'full-time' || phase === 'nights-and-naps') && weeklyAverage < Math.min(LOW_WEAR_HOURS[phase], targetOn(child, today));
  return { today, phase, next, todayHours: todayWear.hours, todayTarget: todayWear.target, week, weeklyAverage, streak: streakOf(days, today), lowWear };
}

/** Hours as people say them: "7 h 30 min", "45 min", "0 h". */
export function formatHours(hours: number) {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return m ? `${m} min` : '0 h';
  return m ? `${h} h ${m} min` : `${h} h`;
}

/**
 * The published decline the admin figures are shown beside (issue 24): average hours a day in the
 * boots and bar measured with temperature sensors in 124 children, by months since bracing began.
 */
export const PUBLISHED_WEAR_BY_MONTHS: readonly { fromMonth: number; toMonth: number; hours: number }[] = [
  { fromMonth: 0, toMonth: 3, hours: 19.8 },
  { fromMonth: 3, toMonth: 6, hours: 11.9 },
  { fromMonth: 6, toMonth: 9, hours: 9.6 },
  { fromMonth: 9, toMonth: 12, hours: 8.6 },
  { fromMonth: 12, toMonth: 15, hours: 7.9 },
  { fromMonth: 15, toMonth: 18, hours: 7.7 },
];
/** The months since bracing began at which the share of children still being logged is given. */
export const STILL_LOGGING_MONTHS = [3, 6, 12, 18] as const;
/** No figure is given from fewer children than this, so none can point at one family. */
export const FIGURES_MIN_CHILDREN = 5;

/** A time of day, 'HH:MM' (24-hour). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** When the note about tomorrow's phase change or clinic visit comes, in the child's zone. */
export const MILESTONE_NOTE_TIME = '09:00';

/**
 * The next moment after `after` when the clock in the zone shows `time`: today's if still to come,
 * else tomorrow's (on the day the clocks skip that hour, the first moment after the gap).
 */
export function nextTimeOfDay(time: string, timeZone: string, after: number) {
  const [h, m] = time.split(':').map(Number) as [number, number];
  let day = dayAt(after, timeZone);
  for (let i = 0; i < 3; i += 1) {
    const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
    const at = new TZDate(y, mo - 1, d, h, m, timeZone).getTime();
    if (at > after) return at;
    day = addDays(day, 1);
  }
  return after + 86_400_000;
}
