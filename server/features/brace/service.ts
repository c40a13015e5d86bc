import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { ChildBody, ChildPatch, DayBody, PeriodBody, PeriodPatch } from '../../../shared/api/brace';
import { LOG_SPAN_MAX_DAYS } from '../../../shared/api/brace';
import { addDays, addMonths, dayAt, daysBetween, daysOfWear, isOverdue, PERIOD_MAX_HOURS, PHASE_LABELS, SKIN_CHECK_LABELS, startOfDay, TIMER_LIMIT_HOURS } from '../../../shared/brace';
import { type CsvCell, toCsv } from '../../../shared/csv';
import type { Db } from '../../db';
import { braceCarers, braceChildren, braceDays, braceWear, users } from '../../db/schema';
import { AppError, badRequest, notFound, said } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { authorizeRemoveChild, authorizeSeeChild, MAX_CHILDREN_PER_MEMBER } from './policy';
import { presentChild, presentDay, presentPeriod } from './present';

type ChildRow = typeof braceChildren.$inferSelect;
type PeriodRow = typeof braceWear.$inferSelect;

const HOUR_MS = 3_600_000;
/** A child is set up from birth to eight years; a brace start up to three months ahead (the boots are often booked). */
const OLDEST_CHILD_YEARS = 8;
const START_AHEAD_DAYS = 92;
/** Clocks differ a little between a phone and the server. */
const CLOCK_SLACK_MS = 5 * 60_000;

/** A moment as the family reads it, in the child's zone: "Tue 19:30". */
const timeOf = (at: Date, timeZone: string) => at.toLocaleString('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone });

export async function carersOf(db: Db, childIds: string[]) {
  if (!childIds.length) return [];
  return db
    .select({ childId: braceCarers.childId, userId: braceCarers.userId, role: braceCarers.role, firstName: users.firstName })
    .from(braceCarers)
    .innerJoin(users, eq(users.id, braceCarers.userId))
    .where(inArray(braceCarers.childId, childIds))
    .orderBy(asc(braceCarers.createdAt));
}

/** The child, if this member shares it (404 otherwise); `lock` holds its row until the transaction ends. */
export async function childFor(db: Db, viewer: UserRow, id: string, lock = false) {
  const query = db.select().from(braceChildren).where(eq(braceChildren.id, id));
  const [child] = lock ? await query.for('update') : await query;
  const carers = child ? await carersOf(db, [child.id]) : [];
  return { child: authorizeSeeChild(viewer, child, carers), carers };
}

/**
 * The dates of a child set up or changed, against today in the child's zone. A change checks only
 * what it changes (and the order of the dates), so a child who has grown past the age the tracker
 * takes on, or whose start date has passed, can still be edited.
 */
function checkDates(child: Pick<ChildRow, 'birthDate' | 'braceStartDate' | 'timeZone'>, now: number, changed: { birthDate: boolean; braceStartDate: boolean } = { birthDate: true, braceStartDate: true }) {
  const today = dayAt(now, child.timeZone);
  if (changed.birthDate && child.birthDate > today) throw badRequest('The birth date cannot be in the future');
  if (changed.birthDate && child.birthDate < addMonths(today, -12 * OLDEST_CHILD_YEARS)) throw badRequest(said('The tracker is for children up to {years} years old', { years: OLDEST_CHILD_YEARS }));
  if (child.braceStartDate < child.birthDate) throw badRequest('The brace start date cannot be before the birth date');
  if (changed.braceStartDate && child.braceStartDate > addDays(today, START_AHEAD_DAYS)) throw badRequest('The brace start date can be at most three months ahead');
}

export async function listChildren(db: Db, viewer: UserRow) {
  const rows = await db
    .select({ child: braceChildren })
    .from(braceCarers)
    .innerJoin(braceChildren, eq(braceChildren.id, braceCarers.childId))
    .where(eq(braceCarers.userId, viewer.id))
    .orderBy(asc(braceChildren.createdAt));
  const carers = await carersOf(
    db,
    rows.map((row) => row.child.id),
  );
  return { children: rows.map(({ child }) => presentChild(child, carers, viewer)) };
}

export async function createChild(db: Db, viewer: UserRow, body: ChildBody & { nextVisitDate: string | null }, now = Date.now()) {
  checkDates(body, now);
  return db.transaction(async (tx) => {
    // One member's children are counted under a lock on the member, so two set-ups at once cannot pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('brace-children'), hashtext(${viewer.id}))`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(braceCarers).where(eq(braceCarers.userId, viewer.id));
    if (n >= MAX_CHILDREN_PER_MEMBER) throw new AppError('CONFLICT', said('You can track up to {max} children', { max: MAX_CHILDREN_PER_MEMBER }));
    const [child] = await tx
      .insert(braceChildren)
      .values({ ...body, ownerId: viewer.id })
      .returning();
    if (!child) throw new Error('brace child not stored');
    await tx.insert(braceCarers).values({ childId: child.id, userId: viewer.id, role: 'owner' });
    return presentChild(child, await carersOf(tx, [child.id]), viewer);
  });
}

export async function updateChild(db: Db, viewer: UserRow, id: string, patch: ChildPatch, now = Date.now()) {
  return db.transaction(async (tx) => {
    const { child, carers } = await childFor(tx, viewer, id, true);
    const next = { ...child, ...patch };
    checkDates(next, now, { birthDate: next.birthDate !== child.birthDate, braceStartDate: next.braceStartDate !== child.braceStartDate });
    const [saved] = await tx
      .update(braceChildren)
      .set({ ...patch, updatedAt: new Date(now) })
      .where(eq(braceChildren.id, id))
      .returning();
    return presentChild(saved as ChildRow, carers, viewer);
  });
}

export async function removeChild(db: Db, viewer: UserRow, id: string) {
  await db.transaction(async (tx) => {
    const { carers } = await childFor(tx, viewer, id, true);
    authorizeRemoveChild(viewer, carers);
    await tx.delete(braceChildren).where(eq(braceChildren.id, id));
  });
  return { ok: true as const };
}

/** The child's log from `from` to `to` (its own days; the last 61 by default, enough for the streak). */
export async function getLog(db: Db, viewer: UserRow, id: string, query: { from?: string; to?: string }, now = Date.now()) {
  const { child, carers } = await childFor(db, viewer, id);
  const to = query.to ?? dayAt(now, child.timeZone);
  const from = query.from ?? addDays(to, -60);
  if (daysBetween(from, to) > LOG_SPAN_MAX_DAYS) throw badRequest(said('At most {days} days at a time', { days: LOG_SPAN_MAX_DAYS }));
  const spanStart = new Date(startOfDay(from, child.timeZone));
  const spanEnd = new Date(startOfDay(addDays(to, 1), child.timeZone));
  const [periods, days] = await Promise.all([
    db
      .select({ period: braceWear, loggedBy: users.firstName })
      .from(braceWear)
      .leftJoin(users, eq(users.id, braceWear.loggedBy))
      .where(and(eq(braceWear.childId, id), or(isNull(braceWear.endedAt), and(lt(braceWear.startedAt, spanEnd), gt(braceWear.endedAt, spanStart)))))
      .orderBy(asc(braceWear.startedAt)),
    db
      .select()
      .from(braceDays)
      .where(and(eq(braceDays.childId, id), gte(braceDays.day, from), lte(braceDays.day, to)))
      .orderBy(asc(braceDays.day)),
  ]);
  return {
    child: presentChild(child, carers, viewer),
    from,
    to,
    periods: periods.map(({ period, loggedBy }) => presentPeriod(period, loggedBy)),
    days: days.map(presentDay),
  };
}

/** A stretch that `[start, end)` would overlap (a running one reaches to now), other than `except`. */
async function overlapping(db: Db, childId: string, start: Date, end: Date, except?: string) {
  const [hit] = await db
    .select()
    .from(braceWear)
    .where(
      and(
        eq(braceWear.childId, childId),
        except ? ne(braceWear.id, except) : undefined,
        lt(braceWear.startedAt, end),
        or(isNull(braceWear.endedAt), gt(braceWear.endedAt, start)),
      ),
    )
    .limit(1);
  return hit;
}

function overlapError(hit: PeriodRow, timeZone: string) {
  const message = hit.endedAt
    ? said('This overlaps the time worn from {from} to {to}. Change or remove that one first.', { from: timeOf(hit.startedAt, timeZone), to: timeOf(hit.endedAt, timeZone) })
    : said('This overlaps the time worn from {from} that is still running. Change or remove that one first.', { from: timeOf(hit.startedAt, timeZone) });
  return new AppError('CONFLICT', message, { periodId: hit.id });
}

const firstNameOf = (viewer: UserRow) => viewer.firstName ?? null;

/** The timer starts now, or at `startedAt` (a tap made offline, sent once back online). */
export async function bootsOn(db: Db, viewer: UserRow, id: string, now = Date.now(), startedAt?: string) {
  return db.transaction(async (tx) => {
    const { child } = await childFor(tx, viewer, id, true);
    const at = startedAt ? new Date(Math.min(Date.parse(startedAt), now)) : new Date(now);
    if (startedAt) checkPeriod(child, new Date(Date.parse(startedAt)), null, now);
    const hit = await overlapping(tx, child.id, at, new Date(now + 1));
    if (hit) {
      if (hit.endedAt === null) throw new AppError('CONFLICT', 'The boots are already on: the timer is running', { periodId: hit.id });
      throw overlapError(hit, child.timeZone);
    }
    const [period] = await tx.insert(braceWear).values({ childId: child.id, startedAt: at, loggedBy: viewer.id }).returning();
    return presentPeriod(period as PeriodRow, firstNameOf(viewer));
  });
}

export async function bootsOff(db: Db, viewer: UserRow, id: string, now = Date.now()) {
  return db.transaction(async (tx) => {
    const { child } = await childFor(tx, viewer, id, true);
    const [running] = await tx
      .select()
      .from(braceWear)
      .where(and(eq(braceWear.childId, child.id), isNull(braceWear.endedAt)));
    if (!running) throw new AppError('CONFLICT', 'The boots are not on: no timer is running');
    if (isOverdue({ id: running.id, startedAt: running.startedAt.toISOString(), endedAt: null }, now)) {
      throw new AppError('CONFLICT', said('The timer has been running for more than {hours} hours. Please say when the boots came off.', { hours: TIMER_LIMIT_HOURS }), { periodId: running.id });
    }
    const endedAt = new Date(Math.max(now, running.startedAt.getTime() + 1));
    const [period] = await tx.update(braceWear).set({ endedAt }).where(eq(braceWear.id, running.id)).returning();
    return presentPeriod(period as PeriodRow, firstNameOf(viewer));
  });
}

/** A stretch's times against the child and the clock: not before birth, not in the future. */
function checkPeriod(child: ChildRow, start: Date, end: Date | null, now: number) {
  if (start.getTime() < startOfDay(child.birthDate, child.timeZone)) throw badRequest('The boots cannot go on before the birth date');
  if (start.getTime() > now + CLOCK_SLACK_MS || (end && end.getTime() > now + CLOCK_SLACK_MS)) throw badRequest('A stretch cannot end in the future');
  if (end && end <= start) throw badRequest('The boots must come off after they went on');
  if (end && end.getTime() - start.getTime() > PERIOD_MAX_HOURS * HOUR_MS) throw badRequest(said('One stretch can be at most {hours} hours', { hours: PERIOD_MAX_HOURS }));
}

export async function addPeriod(db: Db, viewer: UserRow, id: string, body: PeriodBody, now = Date.now()) {
  return db.transaction(async (tx) => {
    const { child } = await childFor(tx, viewer, id, true);
    const start = new Date(body.startedAt);
    const end = new Date(body.endedAt);
    checkPeriod(child, start, end, now);
    const hit = await overlapping(tx, child.id, start, end);
    if (hit) throw overlapError(hit, child.timeZone);
    const [period] = await tx.insert(braceWear).values({ childId: child.id, startedAt: start, endedAt: end, loggedBy: viewer.id }).returning();
    return presentPeriod(period as PeriodRow, firstNameOf(viewer));
  });
}

async function periodOf(db: Db, childId: string, periodId: string) {
  const [period] = await db
    .select()
    .from(braceWear)
    .where(and(eq(braceWear.id, periodId), eq(braceWear.childId, childId)));
  if (!period) throw notFound('Entry not found');
  return period;
}

export async function updatePeriod(db: Db, viewer: UserRow, id: string, periodId: string, patch: PeriodPatch, now = Date.now()) {
  return db.transaction(async (tx) => {
    const { child } = await childFor(tx, viewer, id, true);
    const period = await periodOf(tx, child.id, periodId);
    const start = patch.startedAt ? new Date(patch.startedAt) : period.startedAt;
    const end = patch.endedAt ? new Date(patch.endedAt) : period.endedAt;
    checkPeriod(child, start, end, now);
    const hit = await overlapping(tx, child.id, start, end ?? new Date(now + 1), period.id);
    if (hit) throw overlapError(hit, child.timeZone);
    const [saved] = await tx.update(braceWear).set({ startedAt: start, endedAt: end }).where(eq(braceWear.id, period.id)).returning();
    const [by] = saved?.loggedBy ? await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, saved.loggedBy)) : [];
    return presentPeriod(saved as PeriodRow, by?.firstName ?? null);
  });
}

export async function removePeriod(db: Db, viewer: UserRow, id: string, periodId: string) {
  await db.transaction(async (tx) => {
    const { child } = await childFor(tx, viewer, id, true);
    const period = await periodOf(tx, child.id, periodId);
    await tx.delete(braceWear).where(eq(braceWear.id, period.id));
  });
  return { ok: true as const };
}

export async function saveDay(db: Db, viewer: UserRow, id: string, day: string, body: DayBody & { note: string; skin: DayBody['skin'] }, now = Date.now()) {
  const { child } = await childFor(db, viewer, id);
  if (day < child.birthDate) throw badRequest('That day is before the birth date');
  if (day > addDays(dayAt(now, child.timeZone), 1)) throw badRequest('That day has not come yet');
  const skin = body.skin ?? null;
  if (!body.note && !skin) {
    await db.delete(braceDays).where(and(eq(braceDays.childId, child.id), eq(braceDays.day, day)));
    return presentDay({ day, note: '', skin: null });
  }
  const values = { note: body.note, skin, updatedBy: viewer.id, updatedAt: new Date(now) };
  const [saved] = await db
    .insert(braceDays)
    .values({ childId: child.id, day, ...values })
    .onConflictDoUpdate({ target: [braceDays.childId, braceDays.day], set: values })
    .returning();
  return presentDay(saved as typeof braceDays.$inferSelect);
}

const round1 = (hours: number) => Math.round(hours * 10) / 10;

/**
 * The clinician's summary of a span (the last four weeks unless asked): a row per day with the hours
 * worn against the prescription, the skin check and the note, then a row per week with its average.
 */
/** A span of the child's days for the clinic: each day's hours, target and the family's notes, and each week's figures. */
export async function summaryOf(db: Db, viewer: UserRow, id: string, query: { from?: string; to?: string }, now = Date.now()) {
  const to = query.to ?? dayAt(now, (await childFor(db, viewer, id)).child.timeZone);
  const from = query.from ?? addDays(to, -27);
  const log = await getLog(db, viewer, id, { from, to }, now);
  const notes = new Map(log.days.map((day) => [day.day, day]));
  const days = daysOfWear(log.child, log.periods, from, to, now).map((day) => ({
    ...day,
    met: day.target > 0 && day.hours >= day.target,
    skin: notes.get(day.day)?.skin ?? null,
    note: notes.get(day.day)?.note ?? '',
  }));
  const weeks = [];
  for (let i = 0; i < days.length; i += 7) {
    const week = days.slice(i, i + 7);
    weeks.push({ from: week[0]!.day, average: week.reduce((sum, day) => sum + day.hours, 0) / week.length, daysMet: week.filter((day) => day.met).length, days: week.length });
  }
  return { child: log.child, from, to, days, weeks };
}
export type BraceSummary = Awaited<ReturnType<typeof summaryOf>>;

export async function summaryCsv(db: Db, viewer: UserRow, id: string, query: { from?: string; to?: string }, now = Date.now()) {
  const { child, from, to, days, weeks } = await summaryOf(db, viewer, id, query, now);
  const rows: CsvCell[][] = [
    ['Brace wear of', child.name, `born ${child.birthDate}`, `boots and bar since ${child.braceStartDate}`, `days counted in ${child.timeZone}`],
    [],
    ['Date', 'Phase', 'Prescribed hours', 'Hours worn', 'Prescribed hours reached', 'Skin check', 'Note'],
    ...days.map((day) => [day.day, PHASE_LABELS[day.phase], day.target, round1(day.hours), day.target ? (day.met ? 'yes' : 'no') : '', day.skin ? SKIN_CHECK_LABELS[day.skin] : '', day.note]),
    [],
    ['Week starting', 'Average hours a day', 'Days at the prescribed hours', 'Days in the week'],
    ...weeks.map((week) => [week.from, round1(week.average), week.daysMet, week.days]),
  ];
  return { csv: toCsv(rows), from, to };
}
