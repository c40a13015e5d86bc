import { useLocale, useT, tIn } from '@client/lib/i18n';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { SeeTheCharts } from '../analytics/components/see-the-charts';
import { useBuddyStats } from '../api';
import { adminMessages } from '../messages';
import { type Figure, FiguresCard } from './figures-card';

/** Rounds as the figure is shown (one decimal), to choose between "1 hour" and "1.5 hours". */
const rounding = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** '40 minutes', '5 hours', '3.5 days' (in the language given); null (no match yet) reads '—'. */
export function matchTime(hours: number | null, locale: Locale = DEFAULT_LOCALE) {
  if (hours === null) return '—';
  const t = tIn(adminMessages, locale);
  const oneDecimal = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 1 });
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    return t('buddy.minutes', { count: minutes });
  }
  if (hours < 48) return t('buddy.hours', { count: Number(rounding.format(hours)), hours: oneDecimal.format(hours) });
  return t('buddy.days', { days: oneDecimal.format(hours / 24) });
}

/** The median before any match: a dash, read out in words. */
function MedianValue({ hours }: { hours: number | null }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const text = matchTime(hours, locale);
  if (text !== '—') return text;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('buddy.noMatches')}</span>
    </>
  );
}

/** The admin dashboard's Clubfoot Buddy card: the programme in figures. */
export function BuddyFigures() {
  const t = useT(adminMessages);
  const locale = useLocale();
  const numberFormat = new Intl.NumberFormat(INTL_LOCALE[locale]);
  const stats = useBuddyStats();
  const data = stats.data;
  const figures: Figure[] = [
    { label: t('buddy.profiles'), value: data && numberFormat.format(data.profiles), hint: t('buddy.profiles.hint') },
    { label: t('buddy.activeProfiles'), value: data && numberFormat.format(data.activeProfiles), hint: t('buddy.activeProfiles.hint') },
    { label: t('buddy.openRequests'), value: data && numberFormat.format(data.openRequests), hint: t('buddy.openRequests.hint') },
    { label: t('buddy.acceptedMatches'), value: data && numberFormat.format(data.acceptedMatches), hint: t('buddy.acceptedMatches.hint') },
    { label: t('buddy.completedMatches'), value: data && numberFormat.format(data.completedMatches), hint: t('buddy.completedMatches.hint') },
    { label: t('buddy.median'), value: data && <MedianValue hours={data.medianHoursToMatch} />, hint: t('buddy.median.hint') },
  ];
  return (
    <FiguresCard
      id="buddy-figures-heading"
      heading={t('buddy.heading')}
      action={<SeeTheCharts section="programmes" about={t('buddy.heading')} />}
      query={stats}
      errorTitle={t('buddy.loadFailed')}
      figures={figures}
      testId="buddy-figure"
    />
  );
}
