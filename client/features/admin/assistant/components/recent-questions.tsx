import { format } from 'date-fns';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AssistantQuestion } from '@shared/api/assistant';
import type { ChatAnswerKind } from '@shared/assistant';
import { QueryError } from '@client/components/query-error';
import { Badge } from '@client/components/ui/badge';
import { inputClass } from '@client/components/ui/field';
import { AdminSection } from '../../components/admin-section';
import { DataTable } from '../../components/data-table';
import { NoSuchPage, Pager } from '../../components/pager';
import { ANSWER_KIND_LABELS, ASSISTANT_QUESTIONS_PAGE_SIZE, QUESTION_FILTER_LABELS, type QuestionFilter, questionFilters, useAssistantQuestions } from '../api';

const COLUMNS = ['Question', 'Answer', 'Sources', 'Reaction', 'Date'] as const;
/** Long answers are cut in the table; the start says enough to judge them. */
const ANSWER_SHOWN = 280;

const KIND_CLASSES: Record<ChatAnswerKind, string> = {
  answer: 'bg-brand-100 text-brand-900',
  'red-flag': 'bg-red-100 text-red-800',
  diagnosis: 'bg-amber-100 text-amber-900',
  'out-of-scope': 'bg-slate-100 text-slate-800',
  'no-source': 'bg-slate-200 text-slate-900',
};

const EMPTY: Record<QuestionFilter, string> = {
  all: 'No questions yet.',
  'no-source': 'No question went without a source.',
  helped: 'No answer has been given a thumbs up yet.',
  'not-helped': 'No answer has been given a thumbs down.',
  safety: 'No urgent-sign, diagnosis or medicine questions.',
};

const shown = (text: string) => (text.length > ANSWER_SHOWN ? `${text.slice(0, ANSWER_SHOWN).trimEnd()}…` : text);

function Reaction({ reaction }: { reaction: AssistantQuestion['reaction'] }) {
  if (reaction === 'thumbsUp') {
    return (
      <span className="inline-flex items-center gap-1 text-brand-800">
        <ThumbsUp aria-hidden="true" className="size-4" /> Helped
      </span>
    );
  }
  if (reaction === 'thumbsDown') {
    return (
      <span className="inline-flex items-center gap-1 text-red-700">
        <ThumbsDown aria-hidden="true" className="size-4" /> Not helped
      </span>
    );
  }
  return <span className="text-slate-700">None</span>;
}

function QuestionRow({ question }: { question: AssistantQuestion }) {
  return (
    <tr className="align-top">
      <th scope="row" className="min-w-56 max-w-sm px-4 py-3 text-left font-normal">
        <span className="whitespace-pre-wrap break-words font-semibold text-slate-900">{question.question}</span>
        <span className="mt-1 block text-xs text-slate-700">{question.fromMember ? 'Asked by a member' : 'Asked by a visitor'}</span>
      </th>
      <td className="min-w-64 max-w-md px-4 py-3">
        <Badge className={KIND_CLASSES[question.kind]}>{ANSWER_KIND_LABELS[question.kind]}</Badge>
        <p className="mt-1 whitespace-pre-line break-words text-slate-800">{shown(question.answer)}</p>
        {question.model ? <p className="mt-1 text-xs text-slate-700">Written by {question.model}</p> : null}
      </td>
      <td className="px-4 py-3">
        {question.sources.length === 0 ? (
          <span className="text-slate-700">None</span>
        ) : (
          <ul className="space-y-1">
            {question.sources.map((source) => (
              <li key={source.url}>
                <Link to={source.url} className="text-brand-800 underline underline-offset-2 hover:text-brand-900">
                  {source.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <Reaction reaction={question.reaction} />
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <time dateTime={question.createdAt}>{format(new Date(question.createdAt), 'MMM d, yyyy h:mm a')}</time>
      </td>
    </tr>
  );
}

type Props = {
  filter: QuestionFilter;
  page: number;
  onFilter: (filter: QuestionFilter) => void;
  onPage: (page: number) => void;
};

/** What people asked, newest first, with how it was answered and received; the filter and page are in the address. */
export function RecentQuestions({ filter, page, onFilter, onPage }: Props) {
  const filterId = useId();
  const questions = useAssistantQuestions({ filter, page });
  const data = questions.data;
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / (data?.pageSize ?? ASSISTANT_QUESTIONS_PAGE_SIZE)));
  const beyondLastPage = data !== undefined && data.questions.length === 0 && total > 0;
  const empty = questions.isError ? 'The questions could not be loaded.' : beyondLastPage ? <NoSuchPage page={page} onFirst={() => onPage(1)} /> : EMPTY[filter];

  return (
    <AdminSection
      title="Recent questions"
      intro="Never who asked: only whether it was a member. Use the unanswered and unhelpful ones to add entries."
      aside={
        <div className="space-y-1 sm:w-56">
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-900">
            Show
          </label>
          <select id={filterId} value={filter} onChange={(event) => onFilter(event.target.value as QuestionFilter)} className={inputClass}>
            {questionFilters.map((option) => (
              <option key={option} value={option}>
                {QUESTION_FILTER_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {questions.isError ? (
        <QueryError title="Could not load the questions" error={questions.error} onRetry={() => void questions.refetch()} retrying={questions.isFetching} />
      ) : null}
      <DataTable
        caption={`${filter === 'all' ? 'All questions' : `Questions: ${QUESTION_FILTER_LABELS[filter].toLowerCase()}`}, newest first`}
        columns={COLUMNS}
        items={questions.isError && !questions.isPlaceholderData ? (data?.questions ?? []) : data?.questions}
        stale={questions.isPlaceholderData}
        empty={empty}
      >
        {(question) => <QuestionRow key={question.id} question={question} />}
      </DataTable>
      <Pager
        label="Question pages"
        page={page}
        shown={data ? { page: data.page, totalPages, total } : null}
        noun={['question', 'questions']}
        loadingText={questions.isError ? '' : 'Loading questions…'}
        onPage={onPage}
      />
    </AdminSection>
  );
}
