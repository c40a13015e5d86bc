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

/** What the menus' Log out does. */
export function signOut() {
  document.forms.namedItem(SIGN_OUT_FORM)?.submit();
}
