import type { BraceChild, BraceDay, WearPeriodView } from '../../../shared/api/brace';
import type { braceChildren, braceDays, braceWear } from '../../db/schema';
import type { UserRow } from '../../lib/sessions';
import { roleOf } from './policy';

type CarerRow = { childId: string; userId: string; role: 'owner' | 'carer'; firstName: string | null };

/** A child as the members who share it see it: the schedule, their own part, and who else logs (first names only). */
export function presentChild(child: typeof braceChildren.$inferSelect, carers: readonly CarerRow[], viewer: UserRow): BraceChild {
  const mine = carers.filter((carer) => carer.childId === child.id);
  return {
    id: child.id,
    name: child.name,
    birthDate: child.birthDate,
    braceStartDate: child.braceStartDate,
    timeZone: child.timeZone,
    fullTimeHours: child.fullTimeHours,
    fullTimeWeeks: child.fullTimeWeeks,
    partTimeHours: child.partTimeHours,
    endAgeMonths: child.endAgeMonths,
    nextVisitDate: child.nextVisitDate,
    role: roleOf(viewer, mine) ?? 'carer',
    carers: mine.map((carer) => ({ id: carer.userId, firstName: carer.firstName, role: carer.role })),
    createdAt: child.createdAt.toISOString(),
  };
}

export const presentPeriod = (period: typeof braceWear.$inferSelect, loggedBy: string | null): WearPeriodView => ({
  id: period.id,
  startedAt: period.startedAt.toISOString(),
  endedAt: period.endedAt ? period.endedAt.toISOString() : null,
  loggedBy,
});

export const presentDay = (day: Pick<typeof braceDays.$inferSelect, 'day' | 'note' | 'skin'>): BraceDay => ({ day: day.day, note: day.note, skin: day.skin ?? null });
