import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { SeeTheCharts } from '../../analytics/components/see-the-charts';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { useAssistantSummary } from '../api';

const numberFormat = new Intl.NumberFormat('en');

type Props = {
  heading: string;
  /** The dashboard's small card: the first four figures and a link to the assistant page. */
  linkToPage?: boolean;
};

/** The assistant in figures: what was asked this week, how answers were received, and what it answers from. */
export function AssistantFigures({ heading, linkToPage = false }: Props) {
  const summary = useAssistantSummary();
  const data = summary.data;
  const count = (value: number | undefined) => (value === undefined ? undefined : numberFormat.format(value));
  const figures: Figure[] = [
    { label: 'Questions this week', value: count(data?.questionsThisWeek), hint: 'Asked in the last 7 days.' },
    { label: 'Helped', value: count(data?.helped), hint: 'Answers given a thumbs up.' },
    { label: 'Not helped', value: count(data?.notHelped), hint: 'Answers given a thumbs down.' },
    { label: 'No source this week', value: count(data?.noSourceThisWeek), hint: 'Questions nothing on the site answered.' },
    { label: 'Safety answers this week', value: count(data?.safetyThisWeek), hint: 'Urgent signs, diagnosis or medicine questions.' },
    { label: 'Knowledge base entries', value: count(data?.entries), hint: 'Answers written by the team.' },
    {
      label: 'Answers written by',
      value: data && <span className="text-lg">{data.model ?? 'Site answers (no model)'}</span>,
      hint: data?.model ? 'The language model in use, from the site’s own pages.' : 'Composed from the site’s own pages, without a language model.',
    },
  ];
  const action = linkToPage ? (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <Link to={paths.adminAssistant} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
        See the assistant’s questions <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <SeeTheCharts section="content" about="the assistant’s questions" />
    </span>
  ) : null;
  return (
    <FiguresCard
      id="assistant-figures-heading"
      heading={heading}
      action={action}
      query={summary}
      errorTitle="Could not load the assistant’s figures"
      figures={linkToPage ? figures.slice(0, 4) : figures}
      testId="assistant-figure"
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
