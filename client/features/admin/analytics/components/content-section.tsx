import { useSectionFigures } from '../api';
import type { DayRange } from '../range';
import { FigureCards } from './figure-cards';
import { PanelGrid, PanelGroup } from './panel';
import { RankingPanel } from './ranking-panel';
import { SectionFrame } from './section-frame';
import { SeriesPanel } from './series-panel';
import { useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

const pairOf = (figure: { total: number; previousTotal: number }) => ({ value: figure.total, previous: figure.previousTotal });

/** What families read and watch, what the forum wrote, and what they looked for and did not find. */
export function ContentSection({ range }: { range: DayRange }) {
  const t = useT(analyticsMessages);
  const query = useSectionFigures('content', range);
  return (
    <SectionFrame query={query} what={t('content.what')}>
      {(data) => (
        <>
          <FigureCards
            figures={[
              { label: t('content.articlesRead'), pair: pairOf(data.articles), kind: 'count', description: t('content.articlesReadText') },
              { label: t('content.minutesWatched'), pair: pairOf(data.videos), kind: 'count', description: t('content.minutesWatchedText') },
              { label: t('content.searchesNoResult'), pair: pairOf(data.searchesWithoutResult), kind: 'count', description: t('content.searchesNoResultText') },
              {
                label: t('content.assistantNoSource'),
                pair: data.assistantWithoutSourceShare,
                kind: 'share',
                description: t('content.assistantNoSourceText'),
              },
            ]}
          />

          <PanelGroup title={t('content.readingWatching')}>
            <PanelGrid>
              <RankingPanel
                title={t('content.mostRead')}
                description={t('content.mostReadText')}
                ranking={data.articles}
                columns={{ label: t('content.article'), value: t('content.pageViews') }}
                csvName="articles"
                range={range}
                empty={t('content.noArticles')}
              />
              <RankingPanel
                title={t('content.mostWatched')}
                description={t('content.mostWatchedText')}
                ranking={data.videos}
                columns={{ label: t('content.video'), value: t('content.minutesWatched') }}
                csvName="videos"
                range={range}
                empty={t('content.noVideos')}
              />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title={t('content.forum')}>
            <PanelGrid>
              <SeriesPanel title={t('content.newTopics')} description={t('content.newTopicsText')} series={data.forumTopics} unitLabel={t('content.topics')} csvName="forum-topics" range={range} empty={t('content.noTopics')} />
              <SeriesPanel title={t('content.replies')} description={t('content.repliesText')} series={data.forumReplies} unitLabel={t('content.replies')} csvName="forum-replies" range={range} empty={t('content.noReplies')} />
              <SeriesPanel title={t('content.comments')} description={t('content.commentsText')} series={data.forumComments} unitLabel={t('content.comments')} csvName="forum-comments" range={range} empty={t('content.noComments')} />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title={t('content.notFound')}>
            <PanelGrid>
              <RankingPanel
                title={t('content.searchesNoResult')}
                description={t('content.searchesNoResultRanking')}
                ranking={data.searchesWithoutResult}
                columns={{ label: t('content.search'), detail: t('content.where'), value: t('content.searches') }}
                csvName="searches-with-no-result"
                range={range}
                empty={t('content.noEmptySearch')}
              />
              <RankingPanel
                title={t('content.assistantNoSource')}
                description={t('content.assistantNoSourceRanking')}
                ranking={data.assistantWithoutSource}
                columns={{ label: t('content.question'), value: t('content.timesAsked') }}
                csvName="assistant-questions-with-no-source"
                range={range}
                empty={t('content.noNoSource')}
              />
            </PanelGrid>
          </PanelGroup>
        </>
      )}
    </SectionFrame>
  );
}
