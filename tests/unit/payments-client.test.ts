import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../shared/payments';
import { PAYMENT_NOTICES } from '../../client/components/payments/notices';
import { isFutureExpiry, TEST_CARD_MESSAGES, testCardFor, testCardProblems } from '../../client/components/payments/test-card';
import { DONATION_NOTICES } from '../../client/features/donations/notices';

describe('test mode cards', () => {
  it('picks the test card from the typed number, with or without spaces', () => {
    expect(testCardFor('4242 4242 4242 4242')?.paymentMethod).toBe('pm_card_visa');
    expect(testCardFor('4000-0000-0000-0002')?.paymentMethod).toBe('pm_card_chargeDeclined');
    for (const card of TEST_CARDS) expect(testCardFor(card.number)).toBe(card);
    expect(testCardFor('4111 1111 1111 1111')).toBeNull();
  });

  it('wants a future MM / YY expiry and a 3 or 4 digit CVC', () => {
    const now = new Date(2026, 5, 15);
    expect(isFutureExpiry('06 / 26', now)).toBe(true);
    expect(isFutureExpiry('6/30', now)).toBe(true);
    expect(isFutureExpiry('05 / 26', now)).toBe(false);
    expect(isFutureExpiry('13 / 30', now)).toBe(false);
    expect(isFutureExpiry('1230', now)).toBe(false);
    expect(testCardProblems({ number: '4242424242424242', expiry: '12 / 30', cvc: '123' }, now)).toEqual({});
    expect(testCardProblems({ number: '1234', expiry: '', cvc: '12' }, now)).toEqual({
      number: TEST_CARD_MESSAGES.number,
      expiry: TEST_CARD_MESSAGES.expiry,
      cvc: TEST_CARD_MESSAGES.cvc,
    });
    expect(TEST_CARD_MESSAGES.number).toBe('Test mode accepts only the test card numbers listed below');
  });
});

describe('the payment forms\' notices', () => {
  it('say what the donate page says (spec section 8)', () => {
    expect(PAYMENT_NOTICES.failed).toEqual(DONATION_NOTICES.paymentFailed);
    expect(PAYMENT_NOTICES.unexpected).toEqual(DONATION_NOTICES.unexpected);
  });
});
