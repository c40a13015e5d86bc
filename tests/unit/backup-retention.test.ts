import { describe, expect, it } from 'vitest';
import { backupName, backupTime } from '../../server/lib/backup/names';
import { backupsToDelete, isoWeek } from '../../server/lib/backup/retention';

const at = (iso: string) => backupName(new Date(iso));

/** One nightly backup at 03:00 UTC for `days` days up to and including `last`. */
function nightly(last: string, days: number): string[] {
  const end = new Date(`${last}T03:00:00Z`).getTime();
  return Array.from({ length: days }, (_, i) => backupName(new Date(end - (days - 1 - i) * 86_400_000)));
}

describe('backup names', () => {
  it('are UTC times that sort as times do and read back', () => {
    expect(at('2026-11-29T22:37:05.900Z')).toBe('2026-11-29T223705Z');
    expect(backupTime('2026-11-29T223705Z')?.toISOString()).toBe('2026-11-29T22:37:05.000Z');
    expect(backupTime('2026-02-30T000000Z')).toBeNull();
    expect(backupTime('notes.txt')).toBeNull();
  });
});

describe('ISO weeks', () => {
  it('start on Monday and belong to the year of their Thursday', () => {
    expect(isoWeek(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48'); // a Sunday
    expect(isoWeek(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49'); // the next Monday
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});

describe('retention: 7 daily, 4 weekly', () => {
  const rule = { daily: 7, weekly: 4 };

  it('keeps the last 7 nights and the newest backup of each of the 4 latest weeks, out of 40 nights', () => {
    // Sunday 29 November 2026 is the 40th night; ISO weeks run Monday to Sunday.
    const names = nightly('2026-11-29', 40);
    const deleted = backupsToDelete(names, rule, names.at(-1));
    const kept = names.filter((name) => !deleted.includes(name));
    expect(kept).toEqual([
      // The Sundays closing weeks 45, 46 and 47; week 48's Sunday is the newest daily.
      '2026-11-08T030000Z',
      '2026-11-15T030000Z',
      '2026-11-22T030000Z',
      '2026-11-23T030000Z',
      '2026-11-24T030000Z',
      '2026-11-25T030000Z',
      '2026-11-26T030000Z',
      '2026-11-27T030000Z',
      '2026-11-28T030000Z',
      '2026-11-29T030000Z',
    ]);
    expect(deleted).toHaveLength(30);
    // Oldest first, so a deletion cut short leaves the newest of the doomed ones.
    expect(deleted[0]).toBe(names[0]);
  });

  it('counts days and weeks that have a backup, so a gap of a fortnight keeps older ones', () => {
    const names = [...nightly('2026-10-10', 10), ...nightly('2026-11-29', 3)];
    const kept = names.filter((name) => !backupsToDelete(names, rule, names.at(-1)).includes(name));
    expect(kept).toEqual([
      '2026-10-04T030000Z', // the newest of week 40 (only three weeks have backups)
      '2026-10-07T030000Z', // the 7 latest days with a backup reach back past the gap
      '2026-10-08T030000Z',
      '2026-10-09T030000Z',
      '2026-10-10T030000Z', // also the newest of week 41
      '2026-11-27T030000Z',
      '2026-11-28T030000Z',
      '2026-11-29T030000Z', // also the newest of week 48
    ]);
  });

  it('keeps only the newest of several backups made on one day', () => {
    const names = [at('2026-11-29T03:00:00Z'), at('2026-11-29T12:30:00Z'), at('2026-11-29T18:00:00Z')];
    expect(backupsToDelete(names, rule, names[2])).toEqual([names[0], names[1]]);
  });

  it('never deletes the backup just made, nor names that are not backups', () => {
    const names = [...nightly('2026-11-29', 10), 'notes', '.2026-11-30T030000Z.partial-x'];
    // A clock set back: the one just made is the oldest.
    const justMade = at('2026-01-01T00:00:00Z');
    const deleted = backupsToDelete([...names, justMade], { daily: 0, weekly: 0 }, justMade);
    expect(deleted).toEqual(nightly('2026-11-29', 10));
    expect(backupsToDelete([...names, justMade], { daily: 2, weekly: 0 }, justMade)).toEqual(nightly('2026-11-27', 8));
  });
});
