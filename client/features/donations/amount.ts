import { DONATION_DEFAULT_DOLLARS, DONATION_MAX_DOLLARS, DONATION_MIN_DOLLARS, effectiveAmount } from '@shared/donations';
import type { Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/runtime';
import { formatDollars } from '@client/lib/format';
import { donationsMessages } from './messages';

/**
 * The amount a donor has chosen: one preset, or a custom amount as typed, never both (spec section 5).
 * Choosing a preset clears the custom amount; typing one deselects the preset.
 */
export type AmountChoice = { preset: number | null; custom: string };

export const initialAmount: AmountChoice = { preset: DONATION_DEFAULT_DOLLARS, custom: '' };
export const choosePreset = (preset: number): AmountChoice => ({ preset, custom: '' });
export const typeCustom = (custom: string): AmountChoice => ({ preset: null, custom });

/** The custom amount when one is typed, else the preset; never below the minimum (empty or invalid becomes it). */
export function amountOf(choice: AmountChoice) {
  return effectiveAmount(choice.custom.trim() !== '' ? choice.custom : choice.preset);
}

export type AmountProblem = 'minimum' | 'maximum';

/** Why a typed custom amount cannot be given as it is, or null (an empty field is no problem: the minimum applies). */
export function customAmountProblem(custom: string): AmountProblem | null {
  if (custom.trim() === '') return null;
  const value = Number(custom);
  if (!Number.isFinite(value) || value < DONATION_MIN_DOLLARS) return 'minimum';
  if (value > DONATION_MAX_DOLLARS) return 'maximum';
  return null;
}

const LIMIT: Record<AmountProblem, number> = { minimum: DONATION_MIN_DOLLARS, maximum: DONATION_MAX_DOLLARS };

/** The text for a problem in the page's language. */
export const amountProblemText = (problem: AmountProblem, locale: Locale) =>
  translate(locale, donationsMessages, `amount.${problem}`, { amount: formatDollars(LIMIT[problem], locale) });

/** The English texts (spec section 5, word for word), from the English catalogue when read. */
export const AMOUNT_PROBLEM_TEXT: Record<AmountProblem, string> = {
  get minimum() {
    return amountProblemText('minimum', 'en');
  },
  get maximum() {
    return amountProblemText('maximum', 'en');
  },
};
