import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { UserRow } from './sessions';

/**
 * A member's profile completeness, 0 to 100: the eight profile fields filled in (not null, not
 * empty), plus one for having said who they are (parent, adult, medical professional), over nine,
 * rounded. The admin members list shows it per member; the analytics average it (in SQL) over the
 * accounts made in a period. One definition for both.
 */
const PROFILE_FIELDS = ['firstName', 'lastName', 'bio', 'location', 'clubfootSide', 'treatmentStage', 'treatmentType', 'preferredContactMethod'] as const;

export function profileCompleteness(user: UserRow) {
  const filled = PROFILE_FIELDS.filter((key) => user[key] !== null && user[key] !== '').length;
  const roleSet = user.isParent || user.isAdult || user.isMedicalProfessional ? 1 : 0;
  return Math.round(((filled + roleSet) / (PROFILE_FIELDS.length + 1)) * 100);
}

const filledSql = (field: (typeof PROFILE_FIELDS)[number]) => sql`(case when nullif(${users[field]}, '') is null then 0 else 1 end)`;
const saidWhoSql = sql`coalesce(${users.isParent}, false) or coalesce(${users.isAdult}, false) or coalesce(${users.isMedicalProfessional}, false)`;

/** The same, as SQL over a `users` row (0 to 100, an integer). */
export const profileCompletenessSql = sql`round((${sql.join([...PROFILE_FIELDS.map(filledSql), sql`(case when ${saidWhoSql} then 1 else 0 end)`], sql` + `)}) * 100.0 / ${PROFILE_FIELDS.length + 1})::int`;
