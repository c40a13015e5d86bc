import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { whyNotSuspend } from '../../../shared/policies/admin';
import type { Tx } from '../../db';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/** The administrators' rules (shared/policies/admin.ts), and the one that needs a count, in the caller's transaction. */

export function authorizeSuspend(actor: UserRow, targetId: string) {
  if (whyNotSuspend(actor, { id: targetId }) === 'self') throw new AppError('CONFLICT', 'You cannot suspend your own account');
}

/** The last active administrator cannot be demoted, so the site always has someone who can run it. */
export async function authorizeRoleChange(tx: Tx, target: Pick<UserRow, 'id' | 'role'>, role: 'member' | 'admin') {
  if (target.role !== 'admin' || role !== 'member') return;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, target.id), isNull(users.deletedAt), isNull(users.suspendedAt)));
  if ((others?.n ?? 0) === 0) throw new AppError('CONFLICT', 'The last administrator cannot be demoted');
}
