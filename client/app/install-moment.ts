/*
 * When to offer "Add to home screen" (issue 26): never on a first visit. Someone who comes back on
 * another day has found the site useful; asked then, once, and not again for a month after "Not now".
 */

export const INSTALL_STORAGE_KEY = 'installOffer';

/** Days kept: enough to tell a return visit. */
const DAYS_KEPT = 5;
export const ASK_AGAIN_AFTER_DAYS = 30;

export type InstallState = { days: string[]; dismissedOn: string | null };

const DAY_MS = 86_400_000;

/** A day as the visitor's calendar has it (YYYY-MM-DD). */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function parseInstallState(raw: string | null): InstallState {
  try {
    const value = JSON.parse(raw ?? '') as Partial<InstallState>;
    const days = Array.isArray(value.days) ? value.days.filter((day): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)) : [];
    const dismissedOn = typeof value.dismissedOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.dismissedOn) ? value.dismissedOn : null;
    return { days, dismissedOn };
  } catch {
    return { days: [], dismissedOn: null };
  }
}

/** Today counted among the visits (each day once, the latest few kept). */
export function withVisit(state: InstallState, today: string): InstallState {
  if (state.days.includes(today)) return state;
  return { ...state, days: [...state.days, today].sort().slice(-DAYS_KEPT) };
}

/** Whether to offer installing now: a visit on an earlier day, and no "Not now" in the last month. */
export function shouldOfferInstall(state: InstallState, today: string): boolean {
  if (!state.days.some((day) => day < today)) return false;
  if (!state.dismissedOn) return true;
  return Date.parse(today) - Date.parse(state.dismissedOn) >= ASK_AGAIN_AFTER_DAYS * DAY_MS;
}
