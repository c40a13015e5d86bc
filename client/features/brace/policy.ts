import type { BraceChild } from '@shared/api/brace';

/**
 * The tracker's rules for the screen (shared/policies/brace.ts decides on the server): every member
 * who shares a child logs and changes the schedule; only the one who set it up removes it.
 */
export const canRemoveChild = (child: Pick<BraceChild, 'role'>) => child.role === 'owner';
