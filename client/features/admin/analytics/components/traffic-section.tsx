import { useSectionFigures } from '../api';
import type { DayRange } from '../range';
import { FigureCards } from './figure-cards';
import { NothingToShow, PanelGrid, PanelGroup } from './panel';
import { RankingPanel } from './ranking-panel';
import { SectionFrame } from './section-frame';
import { SeriesPanel } from './series-panel';

const pairOf = (series: { total: number; previousTotal: number }) => ({ value: series.total, previous: series.previousTotal });

/** Visits and page views, how long visits last, where visitors go and come from, and what they use. */
export function TrafficSection({ range }: { range: DayRange }) {
  const query = useSectionFigures('traffic', range);
  return (
    <SectionFrame query={query} what="the traffic figures">
      {(data) => {
        const quiet = data.visitors.total === 0 && data.pageViews.total === 0;
        const noVisits = 'No visits were recorded in this period.';
        return (
          <>
            {quiet ? <NothingToShow>{noVisits} Robots and search engines are never counted.</NothingToShow> : null}
            <FigureCards
              figures={[
                { label: 'Visitors', pair: pairOf(data.visitors), kind: 'count', description: 'A visitor is one browser session: someone who comes back another day counts again.' },
                { label: 'Page views', pair: pairOf(data.pageViews), kind: 'count', description: 'Every page opened, by visitors and members alike.' },
                { label: 'Average visit', pair: data.averageDurationSeconds, kind: 'duration', description: 'How long a visit lasts, from the first page to leaving the site.' },
                { label: 'Bounce share', pair: data.bounceShare, kind: 'share', description: 'Visits that opened one page only, then left.' },
              ]}
            />

            <PanelGroup title="Visits over time">
              <PanelGrid>
                <SeriesPanel title="Visitors" description="Browser sessions started." series={data.visitors} unitLabel="Visitors" csvName="visitors" range={range} empty={noVisits} />
                <SeriesPanel title="Page views" description="Pages opened." series={data.pageViews} unitLabel="Page views" csvName="page-views" range={range} empty="No pages were viewed in this period." />
              </PanelGrid>
            </PanelGroup>

            <PanelGroup title="Pages">
              <PanelGrid>
                <RankingPanel
                  title="Top pages"
                  description="The pages opened most often."
                  ranking={data.topPages}
                  columns={{ label: 'Page', value: 'Page views' }}
                  csvName="top-pages"
                  range={range}
                  empty="No pages were viewed in this period."
                />
                <RankingPanel
                  title="Entry pages"
                  description="The page each visit started on: how people arrive."
                  ranking={data.entryPages}
                  columns={{ label: 'Page', value: 'Visits' }}
                  csvName="entry-pages"
                  range={range}
                  empty={noVisits}
                />
              </PanelGrid>
            </PanelGroup>

            <PanelGroup title="Where visitors come from">
              <PanelGrid>
                <RankingPanel
                  title="Referrers"
                  description="The site whose link brought each visit. Direct means none: an address typed in, a bookmark or an app."
                  ranking={data.referrers}
                  columns={{ label: 'Site', value: 'Visits' }}
                  csvName="referrers"
                  range={range}
                  empty={noVisits}
                />
                <RankingPanel
                  title="Languages"
                  description="The language each visitor’s browser asks for first."
                  ranking={data.languages}
                  columns={{ label: 'Language', value: 'Visits' }}
                  csvName="languages"
                  range={range}
                  empty={noVisits}
                />
              </PanelGrid>
            </PanelGroup>

            <PanelGroup title="Devices">
              <PanelGrid>
                <RankingPanel
                  title="Device types"
                  description="Phones, tablets and computers, as the browser describes itself."
                  ranking={data.devices}
                  columns={{ label: 'Device', value: 'Visits' }}
                  csvName="devices"
                  range={range}
                  empty={noVisits}
                />
                <RankingPanel
                  title="Browsers"
                  description="The web browser each visit was made with."
                  ranking={data.browsers}
                  columns={{ label: 'Browser', value: 'Visits' }}
                  csvName="browsers"
                  range={range}
                  empty={noVisits}
                />
                <RankingPanel
                  title="Operating systems"
                  description="The system the browser runs on: Android, iOS, Windows and so on."
                  ranking={data.operatingSystems}
                  columns={{ label: 'System', value: 'Visits' }}
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
