import { SeeTheCharts } from '../analytics/components/see-the-charts';
import { useBuddyStats } from '../api';
import { type Figure, FiguresCard } from './figures-card';

const numberFormat = new Intl.NumberFormat('en');
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** '40 minutes', '5 hours', '3.5 days'; null (no match yet) reads '—'. */
export function matchTime(hours: number | null) {
  if (hours === null) return '—';
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  if (hours < 48) {
    const rounded = Number(oneDecimal.format(hours));
    return `${oneDecimal.format(hours)} hour${rounded === 1 ? '' : 's'}`;
  }
  return `${oneDecimal.format(hours / 24)} days`;
}

/** The median before any match: a dash, read out in words. */
function medianValue(hours: number | null) {
  const text = matchTime(hours);
  if (text !== '—') return text;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">No matches yet</span>
    </>
  );
}

/** The admin dashboard's Clubfoot Buddy card: the programme in figures. */
export function BuddyFigures() {
  const stats = useBuddyStats();
  const data = stats.data;
  const figures: Figure[] = [
    { label: 'Shoe profiles', value: data && numberFormat.format(data.profiles), hint: 'Members who saved their sizes.' },
    { label: 'Active profiles', value: data && numberFormat.format(data.activeProfiles), hint: 'Confirmed recently, not paused, sizes that differ.' },
    { label: 'Open requests', value: data && numberFormat.format(data.openRequests), hint: 'Waiting for an answer.' },
    { label: 'Accepted matches', value: data && numberFormat.format(data.acceptedMatches), hint: 'Buddies arranging their shoes.' },
    { label: 'Completed matches', value: data && numberFormat.format(data.completedMatches), hint: 'Shoes bought and shared.' },
    { label: 'Median time to a match', value: data && medianValue(data.medianHoursToMatch), hint: 'From request to acceptance.' },
  ];
  return (
    <FiguresCard
      id="buddy-figures-heading"
      heading="Clubfoot Buddy"
      action={<SeeTheCharts section="programmes" about="Clubfoot Buddy" />}
      query={stats}
      errorTitle="Could not load the Clubfoot Buddy figures"
      figures={figures}
      testId="buddy-figure"
    />
  );
}
