import { SETTINGS_LIMITS } from '../settings';
import { isAdmin, type Viewer } from './viewer';

/**
 * The site settings' rules (issue 18). The endpoints already keep every change to administrators; these
 * are the finer rules, shared so the admin page shows what the server will refuse.
 */

export const canEditSettings = (viewer: Viewer | null | undefined) => isAdmin(viewer);

/** The About page shows at most SETTINGS_LIMITS.teamMax profiles. */
export function whyNotAddTeamMember(teamSize: number): 'full' | null {
  return teamSize >= SETTINGS_LIMITS.teamMax ? 'full' : null;
}

/** The fields whose value differs between two versions of a section (one missing on either side counts as null). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): (keyof T & string)[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])] as (keyof T & string)[];
  return keys.filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

/**
 * Demo content stays demo until an administrator changes it: saving the same fictional values again
 * does not make them real, so the go-live checklist keeps listing them.
 */
export const stillDemo = (wasDemo: boolean, changed: readonly string[]) => wasDemo && changed.length === 0;
