import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { addDays, dayAt, nextTimeOfDay } from '../../../shared/brace';
import type { Db } from '../../db';
import { braceCarers, braceChildren, braceDays, braceReminders, braceWear, users } from '../../db/schema';

/**
 * The demo family's brace log (issue 24): Jonas logs Ella's nights and naps, ten weeks of it. Ella is
 * three, past the full-time months, and wears the boots and bar for the night and her nap; most nights
 * are complete, a cold and a trip show as shorter ones, and the notes are what a parent writes down.
 */
const TIME_ZONE = 'Europe/Oslo';
const WEEKS = 10;

/** Nights that went differently, by how many days ago they began. */
const SHORT_NIGHTS: Record<number, { on: [number, number]; off: [number, number] }> = {
  40: { on: [21, 10], off: [6, 30] },
  39: { on: [20, 45], off: [6, 50] },
  23: { on: [22, 0], off: [7, 15] },
  9: { on: [20, 15], off: [5, 50] },
};
const MISSED_NIGHTS = new Set([38]);
const NOTES: Record<number, { note: string; skin: 'fine' | 'red-marks' }> = {
  41: { note: 'A cold: woke three times, boots back on each time.', skin: 'fine' },
  38: { note: 'Fever and a very unsettled night: no boots. Back on tomorrow.', skin: 'fine' },
  23: { note: 'Late back from the cabin, bedtime at ten.', skin: 'fine' },
  12: { note: 'Red mark on the left heel, gone within half an hour.', skin: 'red-marks' },
  2: { note: 'New straps fitted at the clinic. Easy bedtime.', skin: 'fine' },
};

const at = (day: string, [h, m]: [number, number]) => {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, mo - 1, d, h, m, TIME_ZONE);
};

export async function seedBrace(db: Db, now = Date.now()) {
  const [jonas] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'jonas@clubfoot.example'));
  if (!jonas) return;
  const [child] = await db
    .insert(braceChildren)
    .values({ name: 'Ella', birthDate: '2023-03-14', braceStartDate: '2023-06-05', timeZone: TIME_ZONE, ownerId: jonas.id, nextVisitDate: addDays(dayAt(now, TIME_ZONE), 19) })
    .returning();
  if (!child) return;
  await db.insert(braceCarers).values({ childId: child.id, userId: jonas.id, role: 'owner' });
  const today = dayAt(now, TIME_ZONE);
  const wear: (typeof braceWear.$inferInsert)[] = [];
  for (let ago = WEEKS * 7; ago >= 0; ago -= 1) {
    const day = addDays(today, -ago);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    // The nap: at home at the weekend; on weekdays the nursery puts the boots on and tells Jonas the times.
    const napStart: [number, number] = weekday === 0 || weekday === 6 ? [13, 0] : [12, 30];
    const napEnd = at(day, [napStart[0] + 1, napStart[1] + 10 + (ago % 4) * 5]);
    if (napEnd.getTime() <= now) wear.push({ childId: child.id, startedAt: at(day, napStart), endedAt: napEnd, loggedBy: jonas.id });
    if (MISSED_NIGHTS.has(ago)) continue;
    const night = SHORT_NIGHTS[ago] ?? { on: [19, 20 + (ago % 3) * 10] as [number, number], off: [6, 40 + (ago % 2) * 10] as [number, number] };
    const startedAt = at(day, night.on);
    const endedAt = at(addDays(day, 1), night.off);
    if (startedAt.getTime() > now) continue;
    // Tonight's, when the demo is seeded at night: the timer is running.
    wear.push({ childId: child.id, startedAt, endedAt: endedAt.getTime() > now ? null : endedAt, loggedBy: jonas.id });
  }
  await db.insert(braceWear).values(wear);
  await db.insert(braceDays).values(Object.entries(NOTES).map(([ago, note]) => ({ childId: child.id, day: addDays(today, -Number(ago)), ...note, updatedBy: jonas.id })));
}

/**
 * The second demo family (issue 24: a family at week 10): Amara logs Kayode's boots and bar, 23 hours a
 * day, in Leeds. Each evening the boots come off for the bath at 18:30 and go back on at 19:30; a blister
 * in week six was padded at the clinic the same day. Her reminders are set; the clinic visit is at the
 * end of the full-time weeks.
 */
const LEEDS = 'Europe/London';
const KAYODE_DAYS_IN = 66; // Day 67 of bracing: week 10.
const BLISTER_AGO = 27;
const KAYODE_NOTES: Record<number, { note: string; skin: 'fine' | 'red-marks' | 'blister' }> = {
  64: { note: 'First full day in the boots. He kicked the bar all afternoon, then slept.', skin: 'fine' },
  58: { note: 'Red marks on both heels after the bath, gone in twenty minutes.', skin: 'red-marks' },
  [BLISTER_AGO]: { note: 'Small blister on the right heel. Clinic saw us the same day, padded the boot, boots back on by the evening.', skin: 'blister' },
  25: { note: 'Blister healing well with the padding.', skin: 'fine' },
  4: { note: 'Teething, so a grumpy bath time, but the boots went straight back on.', skin: 'fine' },
};

const inLeeds = (day: string, [h, m]: [number, number]) => {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, mo - 1, d, h, m, LEEDS);
};

export async function seedBraceFullTime(db: Db, now = Date.now()) {
  const [amara] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'amara@clubfoot.example'));
  if (!amara) return;
  const today = dayAt(now, LEEDS);
  const start = addDays(today, -KAYODE_DAYS_IN);
  const [child] = await db
    .insert(braceChildren)
    .values({ name: 'Kayode', birthDate: addDays(start, -70), braceStartDate: start, timeZone: LEEDS, ownerId: amara.id, nextVisitDate: addDays(start, 84) })
    .returning();
  if (!child) return;
  await db.insert(braceCarers).values({ childId: child.id, userId: amara.id, role: 'owner' });
  const wear: (typeof braceWear.$inferInsert)[] = [];
  // Fitted at the clinic at 11:00 on the first day; from then on, off for the bath each evening.
  let on = inLeeds(start, [11, 0]);
  for (let ago = KAYODE_DAYS_IN - 1; ago >= -1; ago -= 1) {
    const day = addDays(today, -ago);
    const offAt = inLeeds(day, ago === BLISTER_AGO ? [9, 15] : [18, 30]);
    if (on.getTime() > now) break;
    if (offAt.getTime() > now) {
      wear.push({ childId: child.id, startedAt: on, endedAt: null, loggedBy: amara.id });
      break;
    }
    wear.push({ childId: child.id, startedAt: on, endedAt: offAt, loggedBy: amara.id });
    // The blister day: off at the clinic in the morning, padded, back on at 17:00.
    on = inLeeds(day, ago === BLISTER_AGO ? [17, 0] : [19, 30]);
  }
  await db.insert(braceWear).values(wear);
  await db.insert(braceDays).values(Object.entries(KAYODE_NOTES).map(([ago, note]) => ({ childId: child.id, day: addDays(today, -Number(ago)), ...note, updatedBy: amara.id })));
  await db.insert(braceReminders).values({
    childId: child.id,
    userId: amara.id,
    bootsOnTime: '19:30',
    skinCheckTime: '18:45',
    milestones: true,
    email: false,
    nextBootsOn: new Date(nextTimeOfDay('19:30', LEEDS, now)),
    nextSkinCheck: new Date(nextTimeOfDay('18:45', LEEDS, now)),
    nextMilestones: new Date(nextTimeOfDay('09:00', LEEDS, now)),
  });
}
