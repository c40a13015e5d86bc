import { AppError, notFound, said } from '../../lib/errors';
import { formatCents } from './money';

/** The ledger's rules: a payout never exceeds what is still owed, and a voided payout stays voided. */

/** Refuses a payout larger than the balance the splits leave, saying the most that can be recorded now. */
export function authorizePayoutAmount(amountCents: number, balanceCents: number) {
  if (amountCents <= balanceCents) return;
  const most = Math.max(0, balanceCents);
  throw new AppError(
    'UNPROCESSABLE',
    most === 0
      ? 'Nothing is owed to charities right now, so no payout can be recorded.'
      : said('This is more than the splits say is still owed to charities. The most that can be recorded now is {amount}.', { amount: formatCents(most) }),
  );
}

/** A payout that exists and is not voided yet. */
export function authorizeVoid<T extends { voidedAt: Date | null }>(payout: T | undefined): T {
  if (!payout) throw notFound('Payout not found');
  if (payout.voidedAt) throw new AppError('CONFLICT', 'This payout is already voided');
  return payout;
}

export function authorizeReceipt<T extends { voidedAt: Date | null }>(payout: T | undefined): T {
  if (!payout) throw notFound('Payout not found');
  if (payout.voidedAt) throw new AppError('CONFLICT', 'A voided payout keeps the receipt it had');
  return payout;
}
