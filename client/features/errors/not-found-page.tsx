import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { usePageMeta } from '@client/lib/page-meta';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you are looking for does not exist or has moved.');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to="/">Go to the home page</Link>
      </Button>
    </section>
  );
}
