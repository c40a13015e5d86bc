import { useSectionFigures } from '../api';
import type { DayRange } from '../range';
import { FigureCards } from './figure-cards';
import { PanelGrid, PanelGroup } from './panel';
import { RankingPanel } from './ranking-panel';
import { SectionFrame } from './section-frame';
import { SeriesPanel } from './series-panel';

const pairOf = (figure: { total: number; previousTotal: number }) => ({ value: figure.total, previous: figure.previousTotal });

/** What families read and watch, what the forum wrote, and what they looked for and did not find. */
export function ContentSection({ range }: { range: DayRange }) {
  const query = useSectionFigures('content', range);
  return (
    <SectionFrame query={query} what="the content figures">
      {(data) => (
        <>
          <FigureCards
            figures={[
              { label: 'Articles read', pair: pairOf(data.articles), kind: 'count', description: 'Page views of the library’s articles.' },
              { label: 'Minutes watched', pair: pairOf(data.videos), kind: 'count', description: 'Of every video, by the members who started them.' },
              { label: 'Searches with no result', pair: pairOf(data.searchesWithoutResult), kind: 'count', description: 'Searches of the library, the forum and the assistant that found nothing.' },
              {
                label: 'Assistant questions with no source',
                pair: data.assistantWithoutSourceShare,
                kind: 'share',
                description: 'Of all the questions put to the assistant, the share nothing on the site could answer.',
              },
            ]}
          />

          <PanelGroup title="Reading and watching">
            <PanelGrid>
              <RankingPanel
                title="Most read articles"
                description="Page views of each article in the resource library."
                ranking={data.articles}
                columns={{ label: 'Article', value: 'Page views' }}
                csvName="articles"
                range={range}
                empty="No articles were read in this period."
              />
              <RankingPanel
                title="Most watched videos"
                description="Minutes watched of each video."
                ranking={data.videos}
                columns={{ label: 'Video', value: 'Minutes watched' }}
                csvName="videos"
                range={range}
                empty="No videos were watched in this period."
              />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title="Forum">
            <PanelGrid>
              <SeriesPanel title="New topics" description="Forum topics started." series={data.forumTopics} unitLabel="Topics" csvName="forum-topics" range={range} empty="No topics were started in this period." />
              <SeriesPanel title="Replies" description="Replies to forum topics." series={data.forumReplies} unitLabel="Replies" csvName="forum-replies" range={range} empty="No replies were written in this period." />
              <SeriesPanel title="Comments" description="Comments on replies." series={data.forumComments} unitLabel="Comments" csvName="forum-comments" range={range} empty="No comments were written in this period." />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title="What families look for and do not find">
            <PanelGrid>
              <RankingPanel
                title="Searches with no result"
                description="What people searched for and found nothing: a sign of what to write next."
                ranking={data.searchesWithoutResult}
                columns={{ label: 'Search', detail: 'Where', value: 'Searches' }}
                csvName="searches-with-no-result"
                range={range}
                empty="No search came back empty in this period."
              />
              <RankingPanel
                title="Assistant questions with no source"
                description="Questions the assistant had nothing on the site to answer from, and how often each was asked."
                ranking={data.assistantWithoutSource}
                columns={{ label: 'Question', value: 'Times asked' }}
                csvName="assistant-questions-with-no-source"
                range={range}
                empty="No question went without a source in this period."
              />
            </PanelGrid>
          </PanelGroup>
        </>
      )}
    </SectionFrame>
  );
}
