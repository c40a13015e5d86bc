import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContentFigures, MemberFigures, ProgrammeFigures, TrafficFigures } from '@shared/api/analytics-figures';
import { call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import type { AnalyticsSection, DayRange } from './range';

/* The figures of /admin/analytics (issue 22): GET /api/admin/analytics/{traffic,members,content,programmes}?from=&to=. */

export type SectionFigures = {
  traffic: TrafficFigures;
  members: MemberFigures;
  content: ContentFigures;
  programmes: ProgrammeFigures;
};

// Under the admin root: nothing outside the admin area refreshes them (the figures come from the hourly rollups).
const root = [...queryKeys.admin, 'analytics'] as const;
export const analyticsKeys = {
  all: root,
  section: (section: AnalyticsSection, range: DayRange) => [...root, section, range.from, range.to] as const,
};

const fetchers: { [S in AnalyticsSection]: (range: DayRange) => Promise<SectionFigures[S]> } = {
  traffic: (query) => call(adminApi.analyticsFigures.traffic, { query }),
  members: (query) => call(adminApi.analyticsFigures.members, { query }),
  content: (query) => call(adminApi.analyticsFigures.content, { query }),
  programmes: (query) => call(adminApi.analyticsFigures.programmes, { query }),
};

/**
 * One section's figures for a period and the one before it. A new period keeps the last figures on
 * screen (dimmed) while it loads, so the page does not jump.
 */
export function useSectionFigures<S extends AnalyticsSection>(section: S, range: DayRange) {
  return useQuery({
    queryKey: analyticsKeys.section(section, range),
    queryFn: () => fetchers[section]({ from: range.from, to: range.to }) as Promise<SectionFigures[S]>,
    placeholderData: keepPreviousData,
  });
}
