import { usePageMeta } from '@client/lib/page-meta';
import { type QuestionFilter, questionFilters } from '../assistant/api';
import { AssistantFigures } from '../assistant/components/assistant-figures';
import { KnowledgeBase } from '../assistant/components/knowledge-base';
import { RecentQuestions } from '../assistant/components/recent-questions';
import { useListParams } from '../components/use-list-params';
import { useT } from '@client/lib/i18n';
import { assistantMessages } from '../assistant/messages';

const readFilter = (value: string | null): QuestionFilter => questionFilters.find((filter) => filter === value) ?? 'all';

/** /admin/assistant: the assistant in figures, the team's knowledge base, and what people asked. */
export default function AssistantAdminPage() {
  const t = useT(assistantMessages);
  usePageMeta(t('page.title'), t('page.description'));
  const { searchParams, page, update, goToPage } = useListParams<'filter'>();
  const filter = readFilter(searchParams.get('filter'));

  return (
    <div className="space-y-12">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('page.title')}</h1>
        <p className="mt-2 text-slate-700">{t('page.intro')}</p>
      </div>
      <AssistantFigures heading={t('page.inFigures')} />
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
