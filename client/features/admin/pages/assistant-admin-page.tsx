import { usePageMeta } from '@client/lib/page-meta';
import { type QuestionFilter, questionFilters } from '../assistant/api';
import { AssistantFigures } from '../assistant/components/assistant-figures';
import { KnowledgeBase } from '../assistant/components/knowledge-base';
import { RecentQuestions } from '../assistant/components/recent-questions';
import { useListParams } from '../components/use-list-params';

const readFilter = (value: string | null): QuestionFilter => questionFilters.find((filter) => filter === value) ?? 'all';

/** /admin/assistant: the assistant in figures, the team's knowledge base, and what people asked. */
export default function AssistantAdminPage() {
  usePageMeta('Assistant', 'What people ask the clubfoot pal, how its answers are received, and the knowledge base it answers from.');
  const { searchParams, page, update, goToPage } = useListParams<'filter'>();
  const filter = readFilter(searchParams.get('filter'));

  return (
    <div className="space-y-12">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Assistant</h1>
        <p className="mt-2 text-slate-700">
          Your clubfoot pal answers from the published articles and the team&apos;s knowledge base. See what people ask, which answers helped, and add what was missing.
        </p>
      </div>
      <AssistantFigures heading="In figures" />
      <KnowledgeBase />
      <RecentQuestions
        filter={filter}
        page={page}
        onFilter={(next) => update('filter', next === 'all' ? null : next)}
        onPage={goToPage}
      />
    </div>
  );
}
