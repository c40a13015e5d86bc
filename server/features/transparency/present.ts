import { urlOf } from '../../../shared/api/endpoint';
import { transparencyAdminEndpoints } from '../../../shared/api/transparency';
import type { AdminPayout, PublicPayout } from '../../../shared/api/transparency';
import type { charityPayouts } from '../../db/schema';

type PayoutRow = typeof charityPayouts.$inferSelect;

/** Everyone's view of a payout: where the money went and its reference; never the receipt, the note or who recorded it. */
export const presentPublicPayout = (row: PayoutRow): PublicPayout => ({
  id: row.id,
  paidOn: row.paidOn,
  recipient: row.recipient,
  amountCents: row.amountCents,
  reference: row.reference,
});

/** Administrators' view: the receipt (a link to download it), the note, who recorded it, and a void. */
export const presentAdminPayout = (row: PayoutRow, recordedBy: string | null): AdminPayout => ({
  ...presentPublicPayout(row),
  note: row.note,
  receiptName: row.receiptKey ? (row.receiptName ?? 'receipt') : null,
  receiptUrl: row.receiptKey ? urlOf(transparencyAdminEndpoints.receipt.path, { params: { id: row.id } }) : null,
  recordedBy,
  createdAt: row.createdAt.toISOString(),
  voidedAt: row.voidedAt?.toISOString() ?? null,
  voidReason: row.voidReason,
});
