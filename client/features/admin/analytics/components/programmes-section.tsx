import { useSectionFigures } from '../api';
import { BraceFigures } from './brace-figures';
import type { DayRange } from '../range';
import { FigureCards } from './figure-cards';
import { PanelGrid, PanelGroup } from './panel';
import { SectionFrame } from './section-frame';
import { SeriesPanel } from './series-panel';
import { useT } from '@client/lib/i18n';
import { analyticsMessages } from '../messages';

const pairOf = (series: { total: number; previousTotal: number }) => ({ value: series.total, previous: series.previousTotal });

/** The charity's own programmes: Clubfoot Buddy, doctor requests, donations, the shop, events and the Brace Tracker. */
export function ProgrammesSection({ range }: { range: DayRange }) {
  const t = useT(analyticsMessages);
  const query = useSectionFigures('programmes', range);
  return (
    <SectionFrame query={query} what={t('programmes.what')}>
      {(data) => (
        <>
          <PanelGroup title="Clubfoot Buddy">
            <FigureCards
              figures={[
                { label: t('programmes.buddyRequests'), pair: pairOf(data.buddyRequests), kind: 'count', description: t('programmes.buddyRequestsText') },
                { label: t('programmes.matchesMade'), pair: pairOf(data.buddyMatches), kind: 'count', description: t('programmes.matchesMadeText') },
                { label: t('programmes.matchesCompleted'), pair: pairOf(data.buddyCompleted), kind: 'count', description: t('programmes.matchesCompletedText') },
              ]}
            />
            <PanelGrid>
              <SeriesPanel title={t('programmes.buddyRequests')} description={t('programmes.requestsSent')} series={data.buddyRequests} unitLabel={t('programmes.requests')} csvName="buddy-requests" range={range} empty={t('programmes.noBuddyRequests')} />
              <SeriesPanel title={t('programmes.matchesMade')} description={t('programmes.requestsAccepted')} series={data.buddyMatches} unitLabel={t('programmes.matches')} csvName="buddy-matches" range={range} empty={t('programmes.noMatches')} />
              <SeriesPanel title={t('programmes.matchesCompleted')} description={t('programmes.matchesCompletedText')} series={data.buddyCompleted} unitLabel={t('programmes.matches')} csvName="buddy-completed" range={range} empty={t('programmes.noCompleted')} />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title={t('programmes.doctorRequests')}>
            <FigureCards
              figures={[
                { label: t('programmes.doctorRequests'), pair: pairOf(data.doctorRequests), kind: 'count', description: t('programmes.doctorRequestsText') },
                {
                  label: t('programmes.answered48'),
                  pair: data.doctorAnsweredIn48hShare,
                  kind: 'share',
                  description: t('programmes.answered48Text'),
                },
              ]}
            />
            <PanelGrid>
              <SeriesPanel title={t('programmes.doctorRequests')} description={t('programmes.requestsReceived')} series={data.doctorRequests} unitLabel={t('programmes.requests')} csvName="doctor-requests" range={range} empty={t('programmes.noDoctorRequests')} />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title={t('programmes.donations')}>
            <FigureCards
              figures={[
                { label: t('programmes.oneTime'), pair: pairOf(data.oneTimeDonationsCents), kind: 'money', description: t('programmes.oneTimeText') },
                { label: t('programmes.monthly'), pair: pairOf(data.monthlyDonationsCents), kind: 'money', description: t('programmes.monthlyText') },
                { label: t('programmes.monthlyDonors'), pair: data.activeMonthlyDonors, kind: 'count', description: t('programmes.monthlyDonorsText') },
              ]}
            />
            <PanelGrid>
              <SeriesPanel title={t('programmes.oneTime')} description={t('programmes.oneTimeText')} series={data.oneTimeDonationsCents} unitLabel={t('programmes.oneTime')} money csvName="one-time-gifts" range={range} empty={t('programmes.noOneTime')} />
              <SeriesPanel title={t('programmes.monthly')} description={t('programmes.monthlySeriesText')} series={data.monthlyDonationsCents} unitLabel={t('programmes.monthly')} money csvName="monthly-gifts" range={range} empty={t('programmes.noMonthly')} />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title={t('programmes.memberships')}>
            <FigureCards
              figures={[
                { label: t('programmes.membershipPayments'), pair: pairOf(data.membershipCents), kind: 'money', description: t('programmes.membershipPaymentsText') },
                { label: t('programmes.supporters'), pair: data.activeSupporters, kind: 'count', description: t('programmes.supportersText') },
              ]}
            />
            <PanelGrid>
              <SeriesPanel
                title={t('programmes.membershipPayments')}
                description={t('programmes.membershipPaymentsText')}
                series={data.membershipCents}
                unitLabel={t('programmes.membershipPayments')}
                money
                csvName="membership-payments"
                range={range}
                empty={t('programmes.noMembershipPayments')}
              />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title={t('programmes.shop')}>
            <FigureCards
              figures={[
                { label: t('programmes.orders'), pair: pairOf(data.shopOrders), kind: 'count', description: t('programmes.ordersText') },
                { label: t('programmes.revenue'), pair: pairOf(data.shopRevenueCents), kind: 'money', description: t('programmes.revenueText') },
              ]}
            />
            <PanelGrid>
              <SeriesPanel title={t('programmes.orders')} description={t('programmes.ordersText')} series={data.shopOrders} unitLabel={t('programmes.orders')} csvName="shop-orders" range={range} empty={t('programmes.noOrders')} />
              <SeriesPanel title={t('programmes.revenue')} description={t('programmes.revenueText')} series={data.shopRevenueCents} unitLabel={t('programmes.revenue')} money csvName="shop-revenue" range={range} empty={t('programmes.noRevenue')} />
            </PanelGrid>
          </PanelGroup>

          <PanelGroup title={t('programmes.events')}>
            <FigureCards
              figures={[{ label: t('programmes.registrations'), pair: pairOf(data.eventRegistrations), kind: 'count', description: t('programmes.registrationsText') }]}
            />
            <PanelGrid>
              <SeriesPanel title={t('programmes.registrations')} description={t('programmes.registrationsSeriesText')} series={data.eventRegistrations} unitLabel={t('programmes.registrationsUnit')} csvName="event-registrations" range={range} empty={t('programmes.noRegistrations')} />
            </PanelGrid>
          </PanelGroup>

          <BraceFigures />
        </>
      )}
    </SectionFrame>
  );
}
