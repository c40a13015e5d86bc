import { Link } from 'react-router';
import { Logo } from '@client/components/logo';
import { footerColumns } from './nav-links';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-slate-700">
            Support, trusted information and friendship for every family touched by clubfoot.
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-sm text-slate-700 hover:text-brand-800 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 py-6 text-center text-sm text-slate-700">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Clubfoot Community. All rights reserved.
      </div>
    </footer>
  );
}
