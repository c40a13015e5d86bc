import { useSectionFigures } from '../api';
import { BraceFigures } from './brace-figures';
import type { DayRange } from '../range';
import { FigureCards } from './figure-cards';
import { PanelGrid, PanelGroup } from './panel';
import { SectionFrame } from './section-frame';
import { SeriesPanel } from './series-panel';

const pairOf = (series: { total: number; previousTotal: number }) => ({ value: series.total, previous: series.previousTotal });

/** The charity's own programmes: Clubfoot Buddy, doctor requests, donations, the shop, events and the Brace Tracker. */
export function ProgrammesSection({ range }: { range: DayRange }) {
  const query = useSectionFigures('programmes', range);
  return (
    <SectionFrame query={query} what="the programme figures">
      {(data) => (
        <>
          <PanelGroup title="Clubfoot Buddy">
            <FigureCards
              figures={[
                { label: 'Buddy requests', pair: pairOf(data.buddyRequests), kind: 'count', description: 'Requests sent to a family with the opposite shoe sizes.' },
                { label: 'Matches made', pair: pairOf(data.buddyMatches), kind: 'count', description: 'Requests accepted: two families sharing shoes.' },
                { label: 'Matches completed', pair: pairOf(data.buddyCompleted), kind: 'count', description: 'Shoes bought and shared.' },
              ]}
            />
            <PanelGrid>
              <SeriesPanel title="Buddy requests" description="Requests sent." series={data.buddyRequests} unitLabel="Requests" csvName="buddy-requests" range={range} empty="No buddy requests were sent in this period." />
              <SeriesPanel title="Matches made" description="Requests accepted." series={data.buddyMatches} unitLabel="Matches" csvName="buddy-matches" range={range} empty="No matches were made in this period." />
              <SeriesPanel title="Matches completed" description="Shoes bought and shared." series={data.buddyCompleted} unitLabel="Matches" csvName="buddy-completed" range={range} empty="No matches were completed in this period." />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title="Doctor requests">
            <FigureCards
              figures={[
                { label: 'Doctor requests', pair: pairOf(data.doctorRequests), kind: 'count', description: 'Families asking to be put in touch with a clubfoot specialist.' },
                {
                  label: 'Answered within 48 hours',
                  pair: data.doctorAnsweredIn48hShare,
                  kind: 'share',
                  description: 'Answered means matched with a specialist or closed with a reply, within the 48 hours we promise.',
                },
              ]}
            />
            <PanelGrid>
              <SeriesPanel title="Doctor requests" description="Requests received." series={data.doctorRequests} unitLabel="Requests" csvName="doctor-requests" range={range} empty="No doctor requests came in this period." />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title="Donations">
            <FigureCards
              figures={[
                { label: 'One-time gifts', pair: pairOf(data.oneTimeDonationsCents), kind: 'money', description: 'Single donations received, refunds taken off.' },
                { label: 'Monthly gifts', pair: pairOf(data.monthlyDonationsCents), kind: 'money', description: 'Payments of monthly donations received, refunds taken off.' },
                { label: 'Monthly donors', pair: data.activeMonthlyDonors, kind: 'count', description: 'Monthly gifts still running at the end of the period.' },
              ]}
            />
            <PanelGrid>
              <SeriesPanel title="One-time gifts" description="Single donations received, refunds taken off." series={data.oneTimeDonationsCents} unitLabel="One-time gifts" money csvName="one-time-gifts" range={range} empty="No one-time gifts came in this period." />
              <SeriesPanel title="Monthly gifts" description="Payments of monthly donations, refunds taken off." series={data.monthlyDonationsCents} unitLabel="Monthly gifts" money csvName="monthly-gifts" range={range} empty="No monthly gifts were paid in this period." />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title="Shop">
            <FigureCards
              figures={[
                { label: 'Orders', pair: pairOf(data.shopOrders), kind: 'count', description: 'Orders paid.' },
                { label: 'Revenue', pair: pairOf(data.shopRevenueCents), kind: 'money', description: 'What the paid orders brought in, refunds taken off.' },
              ]}
            />
            <PanelGrid>
              <SeriesPanel title="Orders" description="Orders paid." series={data.shopOrders} unitLabel="Orders" csvName="shop-orders" range={range} empty="No orders were paid in this period." />
              <SeriesPanel title="Revenue" description="What the paid orders brought in, refunds taken off." series={data.shopRevenueCents} unitLabel="Revenue" money csvName="shop-revenue" range={range} empty="The shop took nothing in this period." />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title="Events">
            <FigureCards
              figures={[{ label: 'Event registrations', pair: pairOf(data.eventRegistrations), kind: 'count', description: 'Places taken at events and webinars, waiting lists included.' }]}
            />
            <PanelGrid>
              <SeriesPanel title="Event registrations" description="Places taken, waiting lists included." series={data.eventRegistrations} unitLabel="Registrations" csvName="event-registrations" range={range} empty="No one registered for an event in this period." />
            </PanelGrid>
          </PanelGroup>

          <BraceFigures />
        </>
      )}
    </SectionFrame>
  );
}
