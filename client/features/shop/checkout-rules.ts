import { contractResolver } from '@client/lib/contract-resolver';
import { z } from 'zod';
import { checkoutBody, shippingAddress } from '@shared/api/shop';

/*
 * The checkout's fields, checked by the contract's own rules (the server checks them again). The only
 * module of the checkout that needs zod: the page loads it while the buyer types (checkout-form.ts).
 */
export const checkoutForm = z.object({
  email: checkoutBody.shape.email.unwrap(),
  shippingAddress,
  shippingMethod: checkoutBody.shape.shippingMethod,
});
export type CheckoutValues = z.input<typeof checkoutForm>;
export type CheckoutOutput = z.output<typeof checkoutForm>;

export const checkoutResolver = contractResolver<CheckoutValues, unknown, CheckoutOutput>(checkoutForm);
