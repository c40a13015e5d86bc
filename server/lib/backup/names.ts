/**
 * A backup is named by its UTC creation time, e.g. `2026-11-29T223700Z`: names sort as times do, and
 * hold no colon (which some file systems and tools refuse).
 */
const NAME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

export function backupName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-29T22:37:00.000Z
  return `${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** The time a backup name stands for, or null for a name that is not one of ours. */
export function backupTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const time = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  return backupName(time) === name ? time : null;
}

export const isBackupName = (name: string) => backupTime(name) !== null;
