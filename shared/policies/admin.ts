import { isSelf, type Role, type Viewer } from './viewer';

/**
 * Administrators' rules about members' accounts (issue 16). The endpoint's access already keeps these
 * actions to administrators; these are the finer rules. "The last administrator cannot be demoted"
 * needs a count, so the server checks it in its transaction (server/features/admin/policy.ts).
 */

/** Nobody suspends their own account (they would lock themselves out at once). */
export function whyNotSuspend(actor: Viewer, target: { id: string }): 'self' | null {
  return isSelf(actor, target.id) ? 'self' : null;
}

export const canSuspend = (actor: Viewer, target: { id: string }) => whyNotSuspend(actor, target) === null;

/** Demoting oneself is allowed, but asked about first: it ends one's own access to /admin. */
export const demotesSelf = (actor: Viewer, target: { id: string; role: Role }) => isSelf(actor, target.id) && target.role === 'admin';
