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
import { DateTime } from '@client/components/date-time';
import { useT } from '@client/lib/i18n';
import { assistantMessages } from '../messages';

const COLUMNS = ['questions.colQuestion', 'questions.colAnswer', 'questions.colSources', 'questions.colReaction', 'questions.colDate'] as const;
/** Long answers are cut in the table; the start says enough to judge them. */
const ANSWER_SHOWN = 280;

const KIND_CLASSES: Record<ChatAnswerKind, string> = {
  answer: 'bg-brand-100 text-brand-900',
  'red-flag': 'bg-red-100 text-red-800',
  diagnosis: 'bg-amber-100 text-amber-900',
  'out-of-scope': 'bg-slate-100 text-slate-800',
  'no-source': 'bg-slate-200 text-slate-900',
};

const EMPTY = {
  all: 'questions.emptyAll',
  'no-source': 'questions.emptyNoSource',
  helped: 'questions.emptyHelped',
  'not-helped': 'questions.emptyNotHelped',
  safety: 'questions.emptySafety',
} as const satisfies Record<QuestionFilter, keyof (typeof assistantMessages)['en']>;

const shown = (text: string) => (text.length > ANSWER_SHOWN ? `${text.slice(0, ANSWER_SHOWN).trimEnd()}…` : text);

function Reaction({ reaction }: { reaction: AssistantQuestion['reaction'] }) {
  const t = useT(assistantMessages);
  if (reaction === 'thumbsUp') {
    return (
      <span className="inline-flex items-center gap-1 text-brand-800">
        <ThumbsUp aria-hidden="true" className="size-4" /> {t('questions.helped')}
      </span>
    );
  }
  if (reaction === 'thumbsDown') {
    return (
      <span className="inline-flex items-center gap-1 text-red-700">
        <ThumbsDown aria-hidden="true" className="size-4" /> {t('questions.notHelped')}
      </span>
    );
  }
  return <span className="text-slate-700">{t('questions.none')}</span>;
}

function QuestionRow({ question }: { question: AssistantQuestion }) {
  const t = useT(assistantMessages);
  return (
    <tr className="align-top">
      <th scope="row" className="min-w-56 max-w-sm px-4 py-3 text-left font-normal">
        <span className="whitespace-pre-wrap break-words font-semibold text-slate-900">{question.question}</span>
        <span className="mt-1 block text-xs text-slate-700">{question.fromMember ? t('questions.byMember') : t('questions.byVisitor')}</span>
      </th>
      <td className="min-w-64 max-w-md px-4 py-3">
        <Badge className={KIND_CLASSES[question.kind]}>{t(ANSWER_KIND_LABELS[question.kind])}</Badge>
        <p className="mt-1 whitespace-pre-line break-words text-slate-800">{shown(question.answer)}</p>
        {question.model ? <p className="mt-1 text-xs text-slate-700">{t('questions.writtenBy', { model: question.model })}</p> : null}
      </td>
      <td className="px-4 py-3">
        {question.sources.length === 0 ? (
          <span className="text-slate-700">{t('questions.none')}</span>
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
        <DateTime value={question.createdAt} pattern="MMM d, yyyy h:mm a" />
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
  const t = useT(assistantMessages);
  const filterId = useId();
  const questions = useAssistantQuestions({ filter, page });
  const data = questions.data;
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / (data?.pageSize ?? ASSISTANT_QUESTIONS_PAGE_SIZE)));
  const beyondLastPage = data !== undefined && data.questions.length === 0 && total > 0;
  const empty = questions.isError ? t('questions.notLoaded') : beyondLastPage ? <NoSuchPage page={page} onFirst={() => onPage(1)} /> : t(EMPTY[filter]);

  return (
    <AdminSection
      title={t('questions.title')}
      intro={t('questions.intro')}
      aside={
        <div className="space-y-1 sm:w-56">
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-900">
            {t('questions.show')}
          </label>
          <select id={filterId} value={filter} onChange={(event) => onFilter(event.target.value as QuestionFilter)} className={inputClass}>
            {questionFilters.map((option) => (
              <option key={option} value={option}>
                {t(QUESTION_FILTER_LABELS[option])}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {questions.isError ? (
        <QueryError title={t('questions.loadFailed')} error={questions.error} onRetry={() => void questions.refetch()} retrying={questions.isFetching} />
      ) : null}
      <DataTable
        caption={filter === 'all' ? t('questions.captionAll') : t('questions.captionFiltered', { filter: t(QUESTION_FILTER_LABELS[filter]).toLowerCase() })}
        columns={COLUMNS.map((column) => t(column))}
        items={questions.isError && !questions.isPlaceholderData ? (data?.questions ?? []) : data?.questions}
        stale={questions.isPlaceholderData}
        empty={empty}
      >
        {(question) => <QuestionRow key={question.id} question={question} />}
      </DataTable>
      <Pager
        label={t('questions.pages')}
        page={page}
        shown={data ? { page: data.page, totalPages, total } : null}
        noun={[t('questions.nounOne'), t('questions.nounOther')]}
        loadingText={questions.isError ? '' : t('questions.loading')}
        onPage={onPage}
      />
    </AdminSection>
  );
}
