import { Link, useLocation } from 'react-router';
import { Button } from '@client/components/ui/button';
import { api, hrefOf } from '@client/lib/api';
import { usePageMeta } from '@client/lib/page-meta';

/**
 * Spec section 2's not-found page. On a members' page (`forVisitor`) a visitor may simply be signed
 * out, for example after following an e-mail link: they are offered the sign-in that returns here.
 */
export default function NotFoundPage({ forVisitor = false }: { forVisitor?: boolean }) {
  usePageMeta('Page not found', 'The page you are looking for does not exist or has moved.');
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-700">The page you are looking for does not exist or has moved.</p>
      {forVisitor ? (
        <p className="mt-4 text-slate-700">
          If you are a member, this page may need you to sign in.{' '}
          <a href={hrefOf(api.accounts.login, { query: { returnTo: `${pathname}${search}` } })} className="font-semibold text-brand-800 underline">
            Sign in
          </a>
        </p>
      ) : null}
      <Button asChild className="mt-8">
        <Link to="/">Go to the home page</Link>
      </Button>
    </section>
  );
}
