import { format } from 'date-fns';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { RecordPayoutBody } from '@shared/api/transparency';
import { PAYOUT_LIMITS, PAYOUT_MAX_CENTS } from '@shared/transparency';
import { tIn } from '@client/lib/i18n';
import { payoutsAdminMessages } from './messages';

/*
 * The record form's checks, by hand rather than with the contract's zod schema: zod would add about
 * 14 KiB to this admin screen, past its budget. The server checks the same again with the contract
 * (recordPayoutBody) and its refusal is shown in the form, so nothing the form lets through is lost.
 */

/** "1,234.5" → 123450 cents, or null when it is not an amount in dollars and cents. */
export function centsOf(dollars: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(dollars.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type PayoutFormValues = { paidOn: string; recipient: string; amount: string; reference: string; note: string };

export const emptyPayout = (): PayoutFormValues => ({ paidOn: format(new Date(), 'yyyy-MM-dd'), recipient: '', amount: '', reference: '', note: '' });

type Key = keyof (typeof payoutsAdminMessages)['en'];

/** The first problem of each field, in the page's language. */
function problemsOf(values: PayoutFormValues): Partial<Record<keyof PayoutFormValues, Key>> {
  const problems: Partial<Record<keyof PayoutFormValues, Key>> = {};
  const tomorrow = format(new Date(Date.now() + 86_400_000), 'yyyy-MM-dd');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.paidOn) || values.paidOn < '2000-01-01' || values.paidOn > tomorrow) problems.paidOn = 'form.dateInvalid';
  if (!values.recipient.trim()) problems.recipient = 'form.recipientRequired';
  else if (values.recipient.trim().length > PAYOUT_LIMITS.recipient) problems.recipient = 'form.tooLong';
  const cents = centsOf(values.amount);
  if (cents === null || cents <= 0 || cents > PAYOUT_MAX_CENTS) problems.amount = 'form.amountInvalid';
  if (values.reference.trim().length > PAYOUT_LIMITS.reference) problems.reference = 'form.tooLong';
  if (values.note.trim().length > PAYOUT_LIMITS.note) problems.note = 'form.tooLong';
  return problems;
}

export const payoutResolver: Resolver<PayoutFormValues> = async (values) => {
  const problems = Object.entries(problemsOf(values));
  if (!problems.length) return { values, errors: {} };
  const t = tIn(payoutsAdminMessages);
  const errors = Object.fromEntries(problems.map(([field, key]) => [field, { type: 'validate', message: t(key) }])) as FieldErrors<PayoutFormValues>;
  return { values: {}, errors };
};

export const payoutBody = (values: PayoutFormValues): RecordPayoutBody => ({
  paidOn: values.paidOn,
  recipient: values.recipient.trim(),
  amountCents: centsOf(values.amount)!,
  ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
  ...(values.note.trim() ? { note: values.note.trim() } : {}),
});
