import { useSectionFigures } from '../api';
import type { DayRange } from '../range';
import { FigureCards } from './figure-cards';
import { NothingToShow, PanelGrid, PanelGroup } from './panel';
import { RankingPanel } from './ranking-panel';
import { SectionFrame } from './section-frame';
import { SeriesPanel } from './series-panel';
import { useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

/** New accounts, how many confirmed their address and filled in their profile, and who came back signed in. */
export function MembersSection({ range }: { range: DayRange }) {
  const t = useT(analyticsMessages);
  const query = useSectionFigures('members', range);
  return (
    <SectionFrame query={query} what={t('members.what')}>
      {(data) => {
        const noSignUps = t('members.noSignUps');
        return (
          <>
            {data.signUps.total === 0 && data.activeMembers.value === 0 ? <NothingToShow>{t('members.nothing')}</NothingToShow> : null}
            <FigureCards
              figures={[
                { label: t('members.newMembers'), pair: { value: data.signUps.total, previous: data.signUps.previousTotal }, kind: 'count', description: t('members.newMembersText') },
                { label: t('members.confirmed'), pair: data.verifiedShare, kind: 'share', description: t('members.confirmedText') },
                { label: t('members.active'), pair: data.activeMembers, kind: 'count', description: t('members.activeText') },
                { label: t('members.completeness'), pair: data.profileCompleteness, kind: 'percent', description: t('members.completenessText') },
              ]}
            />
            <PanelGroup title={t('members.joining')}>
              <PanelGrid>
                <SeriesPanel title={t('members.newMembers')} description={t('members.accountsMade')} series={data.signUps} unitLabel={t('members.newMembers')} csvName="new-members" range={range} empty={noSignUps} />
                <RankingPanel
                  title={t('members.profiles')}
                  description={t('members.profilesText')}
                  ranking={data.completenessBands}
                  columns={{ label: t('members.profileComplete'), value: t('members.members') }}
                  csvName="profile-completeness"
                  range={range}
                  empty={noSignUps}
                />
              </PanelGrid>
            </PanelGroup>
          </>
        );
      }}
    </SectionFrame>
  );
}
