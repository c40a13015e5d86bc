import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/api/user';
import { getQueryFn } from '@client/lib/api';

export const currentUserKey = ['/api/auth/user'] as const;

/** Spec section 4: signed in when the current-user call returns a user; 401 means a visitor. */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: currentUserKey,
    queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, isAdmin: user?.role === 'admin' };
}

export function fullName(user: Pick<CurrentUser, 'firstName' | 'lastName'>) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Member';
}
