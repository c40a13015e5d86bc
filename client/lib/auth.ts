import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/api/user';
import { SIGNED_IN_HINT_COOKIE } from '@shared/constants';
import { api, callOrNull } from './api';
import { queryKeys } from './query-keys';

/** Who is signed in: read by the header and every members' page (spec section 4). */
export const currentUserKey = queryKeys.currentUser;

/** Without the signed-in hint cookie the answer is certainly 401: a visitor makes no request. */
export function hasSignedInHint() {
  return typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/** Spec section 4: signed in when the current-user call returns a user; 401 means a visitor. */
export function useAuth() {
  const signedInHint = hasSignedInHint();
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: currentUserKey,
    queryFn: () => (hasSignedInHint() ? callOrNull(api.accounts.user) : null),
    // A visitor is known to be one at once, on the server's prerender and in the browser alike.
    ...(signedInHint ? {} : { initialData: null }),
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, isAdmin: user?.role === 'admin' };
}

