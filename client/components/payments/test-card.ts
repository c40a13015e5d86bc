import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { TEST_CARDS } from '@shared/payments';
import { paymentsMessages } from './messages';
import { tIn } from '@client/lib/i18n';

/** Test mode's card: the typed number picks one of the listed test cards (spaces and dashes allowed). */
export function testCardFor(number: string) {
  const digits = number.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits) ?? null;
}

/** Each field's problem: its message in the common catalogue. */
const TEST_CARD_KEYS = { number: 'payment.testNumberInvalid', expiry: 'payment.testExpiryInvalid', cvc: 'payment.testCvcInvalid' } as const;

/** The same in English. */
export const TEST_CARD_MESSAGES = {
  number: tIn(paymentsMessages, DEFAULT_LOCALE)(TEST_CARD_KEYS.number),
  expiry: tIn(paymentsMessages, DEFAULT_LOCALE)(TEST_CARD_KEYS.expiry),
  cvc: tIn(paymentsMessages, DEFAULT_LOCALE)(TEST_CARD_KEYS.cvc),
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

/** What is wrong with each field of the test card form (an empty object when nothing is), in the given language. */
export function testCardProblems(fields: { number: string; expiry: string; cvc: string }, now = new Date(), locale: Locale = DEFAULT_LOCALE) {
  const t = tIn(paymentsMessages, locale);
  const problems: Partial<Record<'number' | 'expiry' | 'cvc', string>> = {};
  if (!testCardFor(fields.number)) problems.number = t(TEST_CARD_KEYS.number);
  if (!isFutureExpiry(fields.expiry, now)) problems.expiry = t(TEST_CARD_KEYS.expiry);
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) problems.cvc = t(TEST_CARD_KEYS.cvc);
  return problems;
}
