import type { ReactNode } from 'react';
import { useAuth } from '@client/lib/auth';
import NotFoundPage from '@client/components/not-found-page';

function Pending() {
  return <div className="min-h-[50vh]" aria-busy="true" />;
}

/** Spec section 2: a visitor on a sign-in route sees the not-found page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Pending />;
  return isAuthenticated ? children : <NotFoundPage forVisitor />;
}

/** ...and so does anyone but an admin on an admin route. The server checks again on every call. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin, isLoading } = useAuth();
  if (isLoading) return <Pending />;
  return isAdmin ? children : <NotFoundPage />;
}
