import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '@client/lib/page-meta';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';
import { ContentSection } from '../components/content-section';
import { MembersSection } from '../components/members-section';
import { ProgrammesSection } from '../components/programmes-section';
import { RangeControl } from '../components/range-control';
import { TrafficSection } from '../components/traffic-section';
import {
  type AnalyticsSection,
  analyticsSections,
  type AnalyticsView,
  type DayRange,
  formatPeriod,
  periodLength,
  previousRange,
  type RangePreset,
  readView,
  sectionLabels,
  utcToday,
  viewSearch,
} from '../range';

const TAB_CLASS =
  '-mb-px inline-flex items-center whitespace-nowrap border-b-2 border-transparent px-1 py-2 sm:px-3 text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';
const PANEL_CLASS = 'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700';

const sectionViews: Record<AnalyticsSection, (props: { range: DayRange }) => ReactNode> = {
  traffic: TrafficSection,
  members: MembersSection,
  content: ContentSection,
  programmes: ProgrammesSection,
};

/**
 * /admin/analytics (issue 22): the site's figures for a period beside the period before it, in four
 * sections that each load on their own. The period and the section live in the address
 * (`?range=90d&section=members`, `?from=2026-01-01&to=2026-03-31`), so a link opens the same view.
 */
export default function AnalyticsPage() {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  usePageMeta(t('page.title'), t('page.description'));
  const [searchParams, setSearchParams] = useSearchParams();
  const today = utcToday();
  const view = readView(searchParams, today, locale);
  const previous = previousRange(view.range);

  const go = (next: Pick<AnalyticsView, 'section' | 'choice' | 'range'>) => setSearchParams(viewSearch(next));
  const choosePreset = (choice: RangePreset) => go({ ...view, choice });
  const chooseCustom = (range: DayRange) => go({ ...view, choice: 'custom', range });
  const chooseSection = (section: string) => {
    if (analyticsSections.includes(section as AnalyticsSection)) go({ ...view, section: section as AnalyticsSection });
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('page.title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('page.intro')}</p>
      </div>

      <RangeControl choice={view.choice} range={view.range} today={today} onPreset={choosePreset} onCustom={chooseCustom} />

      {view.refused ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('page.refused', { reason: view.refused })}
        </p>
      ) : null}

      <div>
        <p aria-live="polite" className="text-slate-900">
          <Rich
            t={t}
            k="page.showing"
            values={{ period: formatPeriod(view.range, locale), length: periodLength(view.range, locale), previous: formatPeriod(previous, locale) }}
            tags={{ strong: (text) => <strong className="font-semibold">{text}</strong> }}
          />
        </p>
        <p className="mt-1 text-xs text-slate-700">{t('page.utc')}</p>
      </div>

      <Tabs.Root value={view.section} onValueChange={chooseSection} activationMode="manual" className="space-y-6">
        <Tabs.List aria-label={t('page.sections')} className="flex justify-between gap-0.5 overflow-x-auto border-b border-slate-200 sm:justify-start sm:gap-1">
          {analyticsSections.map((section) => (
            <Tabs.Trigger key={section} value={section} className={TAB_CLASS}>
              {t(sectionLabels[section])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {analyticsSections.map((section) => {
          const Section = sectionViews[section];
          return (
            <Tabs.Content key={section} value={section} className={PANEL_CLASS}>
              <Section range={view.range} />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
