import { describe, expect, it } from 'vitest';
import { AMOUNT_PROBLEM_TEXT, amountOf, choosePreset, customAmountProblem, initialAmount, typeCustom } from '../../client/features/donations/amount';
import { formatCents, formatDollars } from '../../client/lib/format';

describe('the donate page amount', () => {
  it('starts at the $25 preset', () => {
    expect(initialAmount).toEqual({ preset: 25, custom: '' });
    expect(amountOf(initialAmount)).toBe(25);
  });

  it('keeps a preset and a custom amount exclusive', () => {
    const typed = typeCustom('40');
    expect(typed.preset).toBeNull();
    expect(amountOf(typed)).toBe(40);
    const chosen = choosePreset(100);
    expect(chosen).toEqual({ preset: 100, custom: '' });
    expect(amountOf(chosen)).toBe(100);
  });

  it('is never below $5: an empty, invalid or small custom amount counts as $5', () => {
    expect(amountOf(typeCustom(''))).toBe(5);
    expect(amountOf(typeCustom('  '))).toBe(5);
    expect(amountOf(typeCustom('abc'))).toBe(5);
    expect(amountOf(typeCustom('3'))).toBe(5);
    expect(amountOf(typeCustom('12.5'))).toBe(12.5);
  });

  it('refuses a typed amount below the minimum or above the maximum, and nothing else', () => {
    expect(customAmountProblem('')).toBeNull();
    expect(customAmountProblem('5')).toBeNull();
    expect(customAmountProblem('10000')).toBeNull();
    expect(customAmountProblem('4.99')).toBe('minimum');
    expect(customAmountProblem('-20')).toBe('minimum');
    expect(customAmountProblem('10000.01')).toBe('maximum');
    expect(AMOUNT_PROBLEM_TEXT.minimum).toBe('Please donate at least $5.');
    expect(AMOUNT_PROBLEM_TEXT.maximum).toBe('A single gift can be at most $10,000.');
  });
});

describe('money', () => {
  it('writes whole dollars without cents and other amounts with them', () => {
    expect(formatCents(2500)).toBe('$25');
    expect(formatCents(2550)).toBe('$25.50');
    expect(formatCents(100_000)).toBe('$1,000');
    expect(formatCents(0)).toBe('$0');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(5)).toBe('$5');
  });
});
