import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { receiptText } from '../../server/features/donations/receipts';
import { effectiveAmount, splitCentsOf, splitOf, TEST_CARDS } from '../../shared/donations';

describe('the effective amount (spec section 5)', () => {
  it('is never below $5: empty, invalid and small amounts become 5', () => {
    expect(effectiveAmount('')).toBe(5);
    expect(effectiveAmount('  ')).toBe(5);
    expect(effectiveAmount('abc')).toBe(5);
    expect(effectiveAmount('3')).toBe(5);
    expect(effectiveAmount(-20)).toBe(5);
    expect(effectiveAmount(null)).toBe(5);
    expect(effectiveAmount('7.5')).toBe(7.5);
    expect(effectiveAmount(25)).toBe(25);
  });
});

describe('the 80 / 20 split, in whole dollars', () => {
  it('rounds each share to whole dollars on the page, and is exact in cents on receipts', () => {
    expect(splitOf(25)).toEqual({ charities: 20, platform: 5 });
    expect(splitOf(10)).toEqual({ charities: 8, platform: 2 });
    expect(splitOf(7)).toEqual({ charities: 6, platform: 1 });
    expect(splitOf(250)).toEqual({ charities: 200, platform: 50 });
    expect(splitOf(5.5)).toEqual({ charities: 4, platform: 1 });
    expect(splitCentsOf(550)).toEqual({ charities: 440, platform: 110 });
    expect(splitCentsOf(999)).toEqual({ charities: 799, platform: 200 });
  });
});

describe('test cards', () => {
  it('are Stripe’s documented numbers, each with its own test payment method', () => {
    expect(TEST_CARDS.find((card) => card.number === '4242424242424242')?.outcome).toBe('succeeds');
    expect(TEST_CARDS.find((card) => card.number === '4000000000000002')?.outcome).toBe('Your card was declined.');
    expect(new Set(TEST_CARDS.map((card) => card.paymentMethod)).size).toBe(TEST_CARDS.length);
  });
});

describe('payments configuration', () => {
  it('is test mode with no keys, Stripe with all three, and refuses half a configuration', () => {
    expect(loadConfig({}).payments).toEqual({ mode: 'test' });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments).toMatchObject({
      mode: 'stripe',
      publishableKey: 'pk_test_1',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/both/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_wrong' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('takes no gifts in production without keys, unless PAYMENTS_TEST_MODE asks for test mode', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toEqual({ mode: 'off' });
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).payments).toEqual({ mode: 'test' });
    expect(loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments)
      .toMatchObject({ mode: 'stripe' });
  });
});

describe('the receipt', () => {
  it('gives the amount, the date and the split; a monthly one says how to cancel (the organisation signs every e-mail in its footer)', () => {
    const text = receiptText({ amountCents: 5000, paidAt: new Date('2026-11-02T12:00:00Z'), type: 'monthly', reference: 'AB12CD34', manageLink: 'http://x/donate/manage?token=t' });
    expect(text).toContain('Amount: $50.00 (USD)');
    expect(text).toContain('Date: November 2, 2026');
    expect(text).toContain('$40.00 (80%) to clubfoot charities');
    expect(text).toContain('$10.00 (20%) to keep this community running');
    expect(text).toContain('cancel it at any time');
    expect(text).toContain('http://x/donate/manage?token=t');
  });
});
