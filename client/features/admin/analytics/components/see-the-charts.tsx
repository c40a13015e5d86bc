import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { type AnalyticsSection, analyticsSectionPath } from '../links';

/** The dashboard cards' link to their figures over time, on /admin/analytics; `about` tells screen readers which. */
export function SeeTheCharts({ section, about }: { section: AnalyticsSection; about: string }) {
  return (
    <Link to={analyticsSectionPath(section)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
      See the charts<span className="sr-only"> of {about}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
