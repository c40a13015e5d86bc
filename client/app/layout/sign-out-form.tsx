import { api, hrefOf } from '@client/lib/api';

const SIGN_OUT_FORM = 'sign-out-form';

/**
 * The header's Log out posts this form (a same-site POST; the server refuses one from another site),
 * then the server sends the browser home. It lives in the header, not in the menus, which close (and
 * leave the page) as their item is chosen.
 */
export function SignOutForm() {
  return <form id={SIGN_OUT_FORM} method="post" action={hrefOf(api.accounts.logoutForm)} hidden />;
}

/**
 * What the menus' Log out does: this device stops hearing the member's pushes first (within a second,
 * issue 26), then the form goes. The service worker empties the member's caches as it passes.
 */
export function signOut() {
  const submit = () => document.forms.namedItem(SIGN_OUT_FORM)?.submit();
  void import('@client/lib/push-subscription').then((push) => push.forgetPushOnThisDevice(), () => undefined).finally(submit);
}
