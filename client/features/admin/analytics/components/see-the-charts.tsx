import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { type AnalyticsSection, analyticsSectionPath } from '../links';
import { Rich, useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

/** The dashboard cards' link to their figures over time, on /admin/analytics; `about` tells screen readers which. */
export function SeeTheCharts({ section, about }: { section: AnalyticsSection; about: string }) {
  const t = useT(analyticsMessages);
  return (
    <Link to={analyticsSectionPath(section)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
      <Rich t={t} k="seeCharts" values={{ about }} tags={{ hidden: (text) => <span className="sr-only">{text}</span> }} />
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
