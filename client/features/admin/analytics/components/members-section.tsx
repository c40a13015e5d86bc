import { useSectionFigures } from '../api';
import type { DayRange } from '../range';
import { FigureCards } from './figure-cards';
import { NothingToShow, PanelGrid, PanelGroup } from './panel';
import { RankingPanel } from './ranking-panel';
import { SectionFrame } from './section-frame';
import { SeriesPanel } from './series-panel';

/** New accounts, how many confirmed their address and filled in their profile, and who came back signed in. */
export function MembersSection({ range }: { range: DayRange }) {
  const query = useSectionFigures('members', range);
  return (
    <SectionFrame query={query} what="the member figures">
      {(data) => {
        const noSignUps = 'No one joined in this period.';
        return (
          <>
            {data.signUps.total === 0 && data.activeMembers.value === 0 ? <NothingToShow>No one joined or used the site signed in during this period.</NothingToShow> : null}
            <FigureCards
              figures={[
                { label: 'New members', pair: { value: data.signUps.total, previous: data.signUps.previousTotal }, kind: 'count', description: 'Accounts made in the period.' },
                { label: 'Confirmed their address', pair: data.verifiedShare, kind: 'share', description: 'Of the new accounts, the share that confirmed their e-mail address.' },
                { label: 'Active members', pair: data.activeMembers, kind: 'count', description: 'Members who used the site signed in during the period.' },
                { label: 'Profile completeness', pair: data.profileCompleteness, kind: 'percent', description: 'How much of their profile the new members filled in, on average.' },
              ]}
            />
            <PanelGroup title="Joining">
              <PanelGrid>
                <SeriesPanel title="New members" description="Accounts made." series={data.signUps} unitLabel="New members" csvName="new-members" range={range} empty={noSignUps} />
                <RankingPanel
                  title="Profiles filled in"
                  description="The new accounts by how complete their profiles are."
                  ranking={data.completenessBands}
                  columns={{ label: 'Profile complete', value: 'Members' }}
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
