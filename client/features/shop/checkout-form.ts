import type { Resolver } from 'react-hook-form';
import type { CurrentUser } from '@shared/api/user';
import { displayName } from '@shared/display-name';
import type { CheckoutOutput, CheckoutValues } from './checkout-rules';

export type { CheckoutOutput, CheckoutValues };

/** The rules' code (zod and the contract): fetched when the checkout opens, used from the first check on. */
export const loadCheckoutRules = () => import('./checkout-rules');

/** The contract's rules, loaded on first use (the page starts loading them as it opens). */
export const checkoutResolver: Resolver<CheckoutValues, unknown, CheckoutOutput> = async (values, context, options) =>
  (await loadCheckoutRules()).checkoutResolver(values, context, options);

/** An empty form: a member's e-mail and name filled in, shipping to the country the cart was priced for. */
export function blankCheckout(user: CurrentUser | null, country: string): CheckoutValues {
  return {
    email: user?.email ?? '',
    shippingAddress: {
      name: user ? displayName(user, '') : '',
      line1: '',
      line2: '',
      city: '',
      region: '',
      postalCode: '',
      country: country as CheckoutValues['shippingAddress']['country'],
      phone: '',
    },
    shippingMethod: 'standard',
  };
}
