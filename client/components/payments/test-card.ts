import { TEST_CARDS } from '@shared/payments';

/** Test mode's card: the typed number picks one of the listed test cards (spaces and dashes allowed). */
export function testCardFor(number: string) {
  const digits = number.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits) ?? null;
}

export const TEST_CARD_MESSAGES = {
  number: 'Test mode accepts only the test card numbers listed below',
  expiry: 'Enter a future expiry date as MM / YY',
  cvc: 'Enter the 3 or 4 digit security code',
} as const;

/** MM / YY (or MM/YY), not before the current month. */
export function isFutureExpiry(expiry: string, now = new Date()) {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** What is wrong with each field of the test card form (an empty object when nothing is). */
export function testCardProblems(fields: { number: string; expiry: string; cvc: string }, now = new Date()) {
  const problems: Partial<Record<'number' | 'expiry' | 'cvc', string>> = {};
  if (!testCardFor(fields.number)) problems.number = TEST_CARD_MESSAGES.number;
  if (!isFutureExpiry(fields.expiry, now)) problems.expiry = TEST_CARD_MESSAGES.expiry;
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) problems.cvc = TEST_CARD_MESSAGES.cvc;
  return problems;
}
