import { ShieldCheck } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { adminAreas } from '../areas';
import { adminMessages } from '../messages';

/**
 * The areas' links: on a phone one row that scrolls sideways inside itself (the current area is
 * scrolled into sight); from md up they wrap, so every area is in view at once.
 */
function AdminNav() {
  const t = useT(adminMessages);
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    // Only the row scrolls (scrollIntoView could move the page too).
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={t('layout.nav')} className="mt-3">
      {/* relative: the row is the containing block of what is inside, so nothing in it widens the page. */}
      <ul ref={list} className="relative -mx-4 flex gap-1 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:px-0 md:flex-wrap md:overflow-visible">
        {adminAreas.map((area) => (
          <li key={area.to} className="shrink-0">
            <NavLink
              to={area.to}
              end={area.end}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
                  isActive ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <area.icon aria-hidden="true" className="size-4" />
              {t(area.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The admin shell: a heading band with the areas' navigation, and the chosen area below. */
export default function AdminLayout() {
  const t = useT(adminMessages);
  return (
    <div className="min-h-[60vh] bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
            <ShieldCheck aria-hidden="true" className="size-4" /> {t('layout.eyebrow')}
          </p>
          <AdminNav />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Suspense fallback={<div className="min-h-[40vh]" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
