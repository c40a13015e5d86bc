import { Loader2 } from 'lucide-react';
import type { ContactMessage } from '@shared/api/referrals';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { QueryError } from '@client/components/query-error';
import { useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { ListFilter } from '../components/list-filter';
import { ReferenceSearch } from '../components/reference-search';
import { NoSuchPage, Pager, shownPage } from '../components/pager';
import { useListParams } from '../components/use-list-params';
import { INBOX_STATUS_LABELS, inboxStatuses, useInbox, useSetMessageStatus } from '../inbox/api';
import { InboxMessage } from '../inbox/components/inbox-message';
import { messageStatusNotices } from '../inbox/components/notices';
import { adminMessages } from '../messages';

const readStatus = (value: string | null) => inboxStatuses.find((status) => status === value) ?? null;

/** New messages before handled ones, each group newest first (as the server sends them). */
const newFirst = (messages: ContactMessage[]) => [...messages.filter((m) => m.status === 'new'), ...messages.filter((m) => m.status !== 'new')];

/** /admin/inbox: what people wrote with the contact form, to answer by e-mail and mark handled. */
export default function InboxAdminPage() {
  const t = useT(adminMessages);
  usePageMeta(t('inbox.meta.title'), t('inbox.meta.description'));
  const statusLabels = { new: t(INBOX_STATUS_LABELS.new), handled: t(INBOX_STATUS_LABELS.handled) };
  const { searchParams, page, update, goToPage } = useListParams<'status' | 'reference'>();
  const status = readStatus(searchParams.get('status'));
  const reference = searchParams.get('reference');
  const inbox = useInbox({ status, reference, page });
  const setStatus = useSetMessageStatus(messageStatusNotices);

  const data = inbox.data;
  const messages = data ? newFirst(data.messages) : undefined;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('inbox.title')}</h1>
        <p className="mt-2 text-slate-700">
          {t('inbox.intro', { hours: REFERRAL_RESPONSE_HOURS })} <span aria-live="polite">{data ? <strong>{t('inbox.newCount', { count: data.newCount })}</strong> : null}</span>
        </p>
      </div>

      <div role="group" aria-label={t('inbox.filters')} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ListFilter label={t('inbox.statusFilter')} value={status} options={inboxStatuses} labels={statusLabels} onChange={(next) => update('status', next)} />
        <ReferenceSearch kind="contact" value={reference} onChange={(next) => update('reference', next)} />
      </div>

      {inbox.isError ? <QueryError title={t('inbox.loadFailed')} error={inbox.error} onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} /> : null}

      <section aria-label={t('inbox.list')} aria-busy={inbox.isPending || inbox.isPlaceholderData}>
        {inbox.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('inbox.loading')}
          </p>
        ) : messages && messages.length > 0 ? (
          <ul className={`space-y-3 ${inbox.isPlaceholderData ? 'opacity-60' : ''}`}>
            {messages.map((message) => (
              <InboxMessage
                key={message.id}
                message={message}
                busy={setStatus.isPending && setStatus.variables?.message.id === message.id}
                onStatus={(next) => setStatus.mutate({ message, status: next })}
              />
            ))}
          </ul>
        ) : data && data.total > 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
            <NoSuchPage page={page} onFirst={() => goToPage(1)} />
          </p>
        ) : inbox.isError ? null : (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
            {reference
              ? t('inbox.empty.reference', { reference, status: status ?? 'all' })
              : status === 'new'
                ? t('inbox.empty.new')
                : status === 'handled'
                  ? t('inbox.empty.handled')
                  : t('inbox.empty.all')}
          </p>
        )}
      </section>

      <Pager
        label={t('inbox.pages')}
        page={page}
        shown={shownPage(data)}
        noun={[t('inbox.noun.one'), t('inbox.noun.other')]}
        loadingText={inbox.isError ? '' : t('inbox.loading')}
        onPage={goToPage}
      />
    </div>
  );
}
