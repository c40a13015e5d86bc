import { ShieldCheck } from 'lucide-react';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '@client/lib/utils';
import { adminAreas } from '../areas';

/** The admin shell: a heading band with the areas' navigation, and the chosen area below. */
export default function AdminLayout() {
  return (
    <div className="min-h-[60vh] bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
            <ShieldCheck aria-hidden="true" className="size-4" /> Administration
          </p>
          <nav aria-label="Admin" className="mt-3">
            <ul className="-mb-px flex gap-1 overflow-x-auto">
              {adminAreas.map((area) => (
                <li key={area.to} className="shrink-0">
                  <NavLink
                    to={area.to}
                    end={area.end}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-2 rounded-t-md border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
                        isActive
                          ? 'border-brand-700 text-brand-800'
                          : 'border-transparent text-slate-700 hover:border-slate-300 hover:bg-slate-50 hover:text-slate-900',
                      )
                    }
                  >
                    <area.icon aria-hidden="true" className="size-4" />
                    {area.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
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
