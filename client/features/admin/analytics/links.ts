import { paths } from '@shared/routes';

/* What other admin screens need to link to /admin/analytics: kept apart from the page, so a link brings none of it. */

export const analyticsSections = ['traffic', 'members', 'content', 'programmes'] as const;
export type AnalyticsSection = (typeof analyticsSections)[number];

/** A section of /admin/analytics over the last 30 days: '/admin/analytics?section=members'. */
export const analyticsSectionPath = (section: AnalyticsSection) => (section === 'traffic' ? paths.adminAnalytics : `${paths.adminAnalytics}?section=${section}`);
