import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { auditLog, charityPayouts, users } from '../../db/schema';
import { displayName } from '../../../shared/display-name';
import type { AdminPayouts } from '../../../shared/api/transparency';
import type { UserRow } from '../../lib/sessions';
import { authorizePayoutAmount, authorizeReceipt, authorizeVoid } from './policy';
import { payoutBalance } from './figures';
import { presentAdminPayout } from './present';

type RecordInput = { paidOn: string; recipient: string; amountCents: number; reference?: string; note?: string };

/** Every payout, voided ones too, newest first, with the balance. */
export async function listPayouts(db: Db): Promise<AdminPayouts> {
  const rows = await db
    .select({ payout: charityPayouts, firstName: users.firstName, lastName: users.lastName })
    .from(charityPayouts)
    .leftJoin(users, eq(users.id, charityPayouts.recordedBy))
    .orderBy(desc(charityPayouts.paidOn), desc(charityPayouts.createdAt));
  const balance = await payoutBalance(db);
  return { payouts: rows.map(({ payout, ...name }) => presentAdminPayout(payout, recorderName(payout.recordedBy, name))), ...balance };
}

const recorderName = (id: string | null, name: { firstName: string | null; lastName: string | null }) => (id ? displayName(name, 'Administrator') : null);

async function adminPayout(db: Db, id: string) {
  const [row] = await db
    .select({ payout: charityPayouts, firstName: users.firstName, lastName: users.lastName })
    .from(charityPayouts)
    .leftJoin(users, eq(users.id, charityPayouts.recordedBy))
    .where(eq(charityPayouts.id, id));
  return row ? presentAdminPayout(row.payout, recorderName(row.payout.recordedBy, row)) : undefined;
}

/**
 * Records a payout, audited. One payout is recorded at a time across every instance (a lock held to
 * the end of the transaction), and the balance is read after taking it, so two administrators
 * recording at once can never together pass on more than the splits say is owed.
 */
export async function recordPayout(db: Db, admin: UserRow, input: RecordInput) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('charity_payouts'))`);
    const { balanceCents } = await payoutBalance(tx);
    authorizePayoutAmount(input.amountCents, balanceCents);
    const [row] = await tx
      .insert(charityPayouts)
      .values({
        paidOn: input.paidOn,
        recipient: input.recipient,
        amountCents: input.amountCents,
        reference: input.reference ?? null,
        note: input.note ?? null,
        recordedBy: admin.id,
      })
      .returning();
    if (!row) throw new Error('payout insert returned no row');
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: 'payout.recorded',
      details: { payoutId: row.id, paidOn: row.paidOn, recipient: row.recipient, amountCents: row.amountCents },
    });
    return presentAdminPayout(row, displayName(admin, 'Administrator'));
  });
}

/** Voids a payout (it stays in the ledger, crossed out, with the reason), audited: its amount is owed again. */
export async function voidPayout(db: Db, admin: UserRow, id: string, reason: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('charity_payouts'))`);
    const [found] = await tx.select().from(charityPayouts).where(eq(charityPayouts.id, id));
    authorizeVoid(found);
    await tx.update(charityPayouts).set({ voidedAt: new Date(), voidedBy: admin.id, voidReason: reason }).where(eq(charityPayouts.id, id));
    await tx.insert(auditLog).values({ actorId: admin.id, action: 'payout.voided', details: { payoutId: id, amountCents: found!.amountCents, reason } });
    return (await adminPayout(tx, id))!;
  });
}

/** Attaches (or replaces) a payout's receipt, audited; answers the payout and the key of a receipt it replaced. */
export async function attachReceipt(db: Db, admin: UserRow, id: string, receipt: { key: string; name: string }) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(charityPayouts).where(eq(charityPayouts.id, id)).for('update');
    const payout = authorizeReceipt(found);
    await tx.update(charityPayouts).set({ receiptKey: receipt.key, receiptName: receipt.name }).where(eq(charityPayouts.id, id));
    await tx.insert(auditLog).values({ actorId: admin.id, action: 'payout.receipt', details: { payoutId: id, fileName: receipt.name } });
    return { payout: (await adminPayout(tx, id))!, replaced: payout.receiptKey };
  });
}

/** The receipt's stored key and name, for its download. */
export async function receiptOf(db: Db, id: string) {
  const [found] = await db.select({ key: charityPayouts.receiptKey, name: charityPayouts.receiptName }).from(charityPayouts).where(eq(charityPayouts.id, id));
  return found?.key ? { key: found.key, name: found.name ?? 'receipt' } : null;
}
