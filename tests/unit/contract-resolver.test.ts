import { afterEach, describe, expect, it } from 'vitest';
import { reviewInput } from '../../shared/api/shop';
import es from '../../shared/i18n/error-translations/es.json';
import { contractResolver } from '../../client/lib/contract-resolver';

/* Issue 25: a form checked by the contract's own schema shows its messages in the page's language. */
const at = (pathname: string) => Object.assign(globalThis, { window: { location: { pathname } } });
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const resolve = contractResolver(reviewInput);
const check = async () => (await resolve({ rating: 0, body: 'Great shoes' }, undefined, { fields: {}, shouldUseNativeValidation: false })).errors as { rating?: { message: string } };

describe('contractResolver', () => {
  it('says the contract’s messages in Spanish on a Spanish page', async () => {
    at('/es/shop/boots');
    expect((await check()).rating?.message).toBe((es as Record<string, string>)['Please choose a rating from 1 to 5']);
  });

  it('keeps the English on an English page', async () => {
    at('/shop/boots');
    expect((await check()).rating?.message).toBe('Please choose a rating from 1 to 5');
  });
});
