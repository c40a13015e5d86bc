import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { Cart, CheckoutResponse } from '@shared/api/shop';
import type { CurrentUser } from '@shared/api/user';
import { errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { type CheckoutRequest, newCheckoutKey, orderPath, statusOf, useCheckout } from '../api';
import { useShippingCountry } from '../browser-cart';
import { blankCheckout, type CheckoutOutput, checkoutResolver, type CheckoutValues, loadCheckoutRules } from '../checkout-form';
import { CartError, CartLoading, EmptyCart } from '../components/cart-states';
import { CheckoutDetails } from '../components/checkout-details';
import { OrderSummary } from '../components/order-summary';
import { PaymentStep } from '../components/payment-step';
import { shopMessages } from '../messages';
import { checkoutTexts } from '../notices';
import { useStepFocus } from '../step-focus';
import { type CartView, rememberPayingOrder, useCart, useRefreshCart } from '../use-cart';

/** The press whose order may be answered again: the same details keep the same key (and so the same order) until its payment fails. */
type Attempt = { request: string; key: string | undefined };

function Checkout({ user, view, cart }: { user: CurrentUser | null; view: CartView; cart: Cart }) {
  const navigate = useNavigate();
  const country = useShippingCountry();
  const refreshCart = useRefreshCart();
  const checkout = useCheckout();
  const t = useT(shopMessages);
  const memberEmail = user?.email ?? null;
  const form = useForm<CheckoutValues, unknown, CheckoutOutput>({ resolver: checkoutResolver, defaultValues: blankCheckout(user, country) });
  const [shipTo, method] = useWatch({ control: form.control, name: ['shippingAddress.country', 'shippingMethod'] });
  const [payment, setPayment] = useState<CheckoutResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);

  const { detailsHeading, paymentHeading, failureBox, focusOn } = useStepFocus();

  // The fields' rules load while the buyer types.
  useEffect(() => {
    void loadCheckoutRules();
  }, []);

  const blocked = cart.lines.some((line) => line.problem);

  const start = (values: CheckoutOutput) => {
    if (checkout.isPending || blocked) return;
    const request: CheckoutRequest = {
      items: view.items,
      ...(memberEmail ? {} : { email: values.email }),
      shippingAddress: values.shippingAddress,
      shippingMethod: values.shippingMethod,
    };
    const sent = JSON.stringify(request);
    if (attempt.current?.request !== sent) attempt.current = { request: sent, key: newCheckoutKey() };
    setFailure(null);
    checkout.mutate(
      { request, key: attempt.current.key },
      {
        onSuccess: (started) => {
          rememberPayingOrder(started.orderNumber);
          focusOn('payment');
          setPayment(started);
        },
        onError: (error) => {
          // 409: stock or a price changed meanwhile; the cart is read again and shows what.
          if (statusOf(error) === 409) {
            attempt.current = null;
            void refreshCart();
          }
          focusOn('failure');
          setFailure(errorMessage(error, t('checkout.startFailed')));
        },
      },
    );
  };

  const back = () => {
    focusOn('details');
    setPayment(null);
  };
  const failed = () => {
    // That order is over (its stock released): the next press makes a new one.
    attempt.current = null;
    void refreshCart();
    focusOn('failure');
    setFailure(checkoutTexts(t).paymentFailed);
    setPayment(null);
  };
  const succeeded = () => {
    if (payment) void navigate(orderPath(payment.orderNumber, payment.accessToken));
  };

  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        {payment ? (
          <PaymentStep payment={payment} onSucceeded={succeeded} onFailed={failed} onBack={back} headingRef={paymentHeading} />
        ) : (
          <CheckoutDetails
            form={form}
            memberEmail={memberEmail}
            subtotalCents={cart.subtotalCents}
            onSubmit={(event) => void form.handleSubmit(start)(event)}
            pending={checkout.isPending}
            failure={failure}
            blocked={blocked}
            headingRef={detailsHeading}
            failureRef={failureBox}
          />
        )}
      </div>
      <OrderSummary cart={cart} country={shipTo} method={method} />
    </div>
  );
}

/** /checkout: contact, address and shipping, then the payment; for visitors and members alike. */
export default function CheckoutPage() {
  const t = useT(shopMessages);
  usePageMeta(t('checkout.metaTitle'), t('checkout.metaDescription'));
  const { user, isLoading } = useAuth();
  const view = useCart();
  const { cart } = view;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <Link to="/cart" className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> {t('checkout.back')}
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('checkout.title')}</h1>
        {!cart || isLoading ? (
          <div className="mt-6">{view.error ? <CartError view={view} /> : <CartLoading />}</div>
        ) : cart.lines.length === 0 ? (
          <div className="mt-6">
            <EmptyCart />
          </div>
        ) : (
          <Checkout key={user?.id ?? 'visitor'} user={user} view={view} cart={cart} />
        )}
      </div>
    </div>
  );
}
