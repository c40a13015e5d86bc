import { useSectionFigures } from '../api';
import type { DayRange } from '../range';
import { FigureCards } from './figure-cards';
import { NothingToShow, PanelGrid, PanelGroup } from './panel';
import { RankingPanel } from './ranking-panel';
import { SectionFrame } from './section-frame';
import { SeriesPanel } from './series-panel';
import { useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

const pairOf = (series: { total: number; previousTotal: number }) => ({ value: series.total, previous: series.previousTotal });

/** Visits and page views, how long visits last, where visitors go and come from, and what they use. */
export function TrafficSection({ range }: { range: DayRange }) {
  const t = useT(analyticsMessages);
  const query = useSectionFigures('traffic', range);
  return (
    <SectionFrame query={query} what={t('traffic.what')}>
      {(data) => {
        const quiet = data.visitors.total === 0 && data.pageViews.total === 0;
        const noVisits = t('traffic.noVisits');
        return (
          <>
            {quiet ? <NothingToShow>{t('traffic.quiet')}</NothingToShow> : null}
            <FigureCards
              figures={[
                { label: t('traffic.visitors'), pair: pairOf(data.visitors), kind: 'count', description: t('traffic.visitorsText') },
                { label: t('traffic.pageViews'), pair: pairOf(data.pageViews), kind: 'count', description: t('traffic.pageViewsText') },
                { label: t('traffic.averageVisit'), pair: data.averageDurationSeconds, kind: 'duration', description: t('traffic.averageVisitText') },
                { label: t('traffic.bounce'), pair: data.bounceShare, kind: 'share', description: t('traffic.bounceText') },
              ]}
            />

            <PanelGroup title={t('traffic.overTime')}>
              <PanelGrid>
                <SeriesPanel title={t('traffic.visitors')} description={t('traffic.sessions')} series={data.visitors} unitLabel={t('traffic.visitors')} csvName="visitors" range={range} empty={noVisits} />
                <SeriesPanel title={t('traffic.pageViews')} description={t('traffic.pagesOpened')} series={data.pageViews} unitLabel={t('traffic.pageViews')} csvName="page-views" range={range} empty={t('traffic.noPages')} />
              </PanelGrid>
            </PanelGroup>

            <PanelGroup title={t('traffic.pages')}>
              <PanelGrid>
                <RankingPanel
                  title={t('traffic.topPages')}
                  description={t('traffic.topPagesText')}
                  ranking={data.topPages}
                  columns={{ label: t('traffic.page'), value: t('traffic.pageViews') }}
                  csvName="top-pages"
                  range={range}
                  empty={t('traffic.noPages')}
                />
                <RankingPanel
                  title={t('traffic.entryPages')}
                  description={t('traffic.entryPagesText')}
                  ranking={data.entryPages}
                  columns={{ label: t('traffic.page'), value: t('traffic.visits') }}
                  csvName="entry-pages"
                  range={range}
                  empty={noVisits}
                />
              </PanelGrid>
            </PanelGroup>

            <PanelGroup title={t('traffic.whereFrom')}>
              <PanelGrid>
                <RankingPanel
                  title={t('traffic.referrers')}
                  description={t('traffic.referrersText')}
                  ranking={data.referrers}
                  columns={{ label: t('traffic.site'), value: t('traffic.visits') }}
                  csvName="referrers"
                  range={range}
                  empty={noVisits}
                />
                <RankingPanel
                  title={t('traffic.languages')}
                  description={t('traffic.languagesText')}
                  ranking={data.languages}
                  columns={{ label: t('traffic.language'), value: t('traffic.visits') }}
                  csvName="languages"
                  range={range}
                  empty={noVisits}
                />
              </PanelGrid>
            </PanelGroup>

            <PanelGroup title={t('traffic.devices')}>
              <PanelGrid>
                <RankingPanel
                  title={t('traffic.deviceTypes')}
                  description={t('traffic.deviceTypesText')}
                  ranking={data.devices}
                  columns={{ label: t('traffic.device'), value: t('traffic.visits') }}
                  csvName="devices"
                  range={range}
                  empty={noVisits}
                />
                <RankingPanel
                  title={t('traffic.browsers')}
                  description={t('traffic.browsersText')}
                  ranking={data.browsers}
                  columns={{ label: t('traffic.browser'), value: t('traffic.visits') }}
                  csvName="browsers"
                  range={range}
                  empty={noVisits}
                />
                <RankingPanel
                  title={t('traffic.systems')}
                  description={t('traffic.systemsText')}
                  ranking={data.operatingSystems}
                  columns={{ label: t('traffic.system'), value: t('traffic.visits') }}
                  csvName="operating-systems"
                  range={range}
                  empty={noVisits}
                />
              </PanelGrid>
            </PanelGroup>
          </>
        );
      }}
    </SectionFrame>
  );
}
