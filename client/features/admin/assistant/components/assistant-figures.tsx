import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { SeeTheCharts } from '../../analytics/components/see-the-charts';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { useAssistantSummary } from '../api';
import { useLocale, useT } from '@client/lib/i18n';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { assistantMessages } from '../messages';


type Props = {
  heading: string;
  /** The dashboard's small card: the first four figures and a link to the assistant page. */
  linkToPage?: boolean;
};

/** The assistant in figures: what was asked this week, how answers were received, and what it answers from. */
export function AssistantFigures({ heading, linkToPage = false }: Props) {
  const summary = useAssistantSummary();
  const t = useT(assistantMessages);
  const numberFormat = new Intl.NumberFormat(INTL_LOCALE[useLocale()]);
  const data = summary.data;
  const count = (value: number | undefined) => (value === undefined ? undefined : numberFormat.format(value));
  const figures: Figure[] = [
    { label: t('figures.questionsThisWeek'), value: count(data?.questionsThisWeek), hint: t('figures.questionsThisWeekHint') },
    { label: t('figures.helped'), value: count(data?.helped), hint: t('figures.helpedHint') },
    { label: t('figures.notHelped'), value: count(data?.notHelped), hint: t('figures.notHelpedHint') },
    { label: t('figures.noSource'), value: count(data?.noSourceThisWeek), hint: t('figures.noSourceHint') },
    { label: t('figures.safety'), value: count(data?.safetyThisWeek), hint: t('figures.safetyHint') },
    { label: t('figures.entries'), value: count(data?.entries), hint: t('figures.entriesHint') },
    {
      label: t('figures.writtenBy'),
      value: data && <span className="text-lg">{data.model ?? t('figures.noModel')}</span>,
      hint: data?.model ? t('figures.modelHint') : t('figures.noModelHint'),
    },
  ];
  const action = linkToPage ? (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Link to={paths.adminAssistant} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
        {t('figures.seeQuestions')} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <SeeTheCharts section="content" about={t('figures.chartsAbout')} />
    </span>
  ) : null;
  return (
    <FiguresCard
      id="assistant-figures-heading"
      heading={heading}
      action={action}
      query={summary}
      errorTitle={t('figures.error')}
      figures={linkToPage ? figures.slice(0, 4) : figures}
      testId="assistant-figure"
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
