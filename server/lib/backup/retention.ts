import { backupTime } from './names';

/** How many backups to keep: the newest of each of the last `daily` days and of the last `weekly` ISO weeks that have one. */
export type RetentionRule = { daily: number; weekly: number };

export const DEFAULT_RETENTION: RetentionRule = { daily: 7, weekly: 4 };

/** The ISO 8601 week of a UTC date, e.g. `2026-W48` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Which of `names` to delete under `rule`. Names that are not backup names are never deleted (they are
 * not ours), nor is `justMade`, whatever the rule says.
 */
export function backupsToDelete(names: string[], rule: RetentionRule, justMade?: string): string[] {
  const dated = names
    .map((name) => ({ name, time: backupTime(name) }))
    .filter((entry): entry is { name: string; time: Date } => entry.time !== null)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  const keep = new Set<string>(justMade ? [justMade] : []);
  const keepNewestPer = (period: (time: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const { name, time } of dated) {
      const key = period(time);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(name);
    }
  };
  keepNewestPer((time) => time.toISOString().slice(0, 10), rule.daily);
  keepNewestPer(isoWeek, rule.weekly);
  return dated.filter(({ name }) => !keep.has(name)).map(({ name }) => name).reverse();
}
