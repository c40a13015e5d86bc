import type { BraceChild } from '@shared/api/brace';
import { canRemoveCarer as sharedCanRemoveCarer } from '@shared/policies/brace';

/**
 * The tracker's rules for the screen (shared/policies/brace.ts decides on the server): every member
 * who shares a child logs and changes the schedule; only the one who set it up removes it, invites
 * others and takes them off; anyone else may stop sharing.
 */
export const canRemoveChild = (child: Pick<BraceChild, 'role'>) => child.role === 'owner';
export const canInvite = (child: Pick<BraceChild, 'role'>) => child.role === 'owner';

const carersOf = (child: Pick<BraceChild, 'carers'>) => child.carers.map((carer) => ({ userId: carer.id, role: carer.role }));

/** Whether I (`me`) may take `carerId` off the child's log. */
export const canRemoveCarer = (child: Pick<BraceChild, 'carers'>, carerId: string, me: string) => sharedCanRemoveCarer({ id: me, role: 'member' }, carersOf(child), carerId);
