import { Loader2 } from 'lucide-react';
import type { ContactMessage } from '@shared/api/referrals';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { QueryError } from '@client/components/query-error';
import { usePageMeta } from '@client/lib/page-meta';
import { ListFilter } from '../components/list-filter';
import { ReferenceSearch } from '../components/reference-search';
import { NoSuchPage, Pager, shownPage } from '../components/pager';
import { useListParams } from '../components/use-list-params';
import { INBOX_STATUS_LABELS, inboxStatuses, useInbox, useSetMessageStatus } from '../inbox/api';
import { InboxMessage } from '../inbox/components/inbox-message';
import { messageStatusNotices } from '../inbox/components/notices';

const readStatus = (value: string | null) => inboxStatuses.find((status) => status === value) ?? null;

/** New messages before handled ones, each group newest first (as the server sends them). */
const newFirst = (messages: ContactMessage[]) => [...messages.filter((m) => m.status === 'new'), ...messages.filter((m) => m.status !== 'new')];

const countText = (count: number) => (count === 0 ? 'No new messages.' : `${count} new ${count === 1 ? 'message' : 'messages'}.`);

/** /admin/inbox: what people wrote with the contact form, to answer by e-mail and mark handled. */
export default function InboxAdminPage() {
  usePageMeta('Inbox', 'Messages sent to the team with the contact form.');
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
        <h1 className="text-3xl font-bold text-slate-900">Inbox</h1>
        <p className="mt-2 text-slate-700">
          Messages sent with the contact form; we aim to reply within {REFERRAL_RESPONSE_HOURS} hours. <span aria-live="polite">{data ? <strong>{countText(data.newCount)}</strong> : null}</span>
        </p>
      </div>

      <div role="group" aria-label="Filter messages" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ListFilter label="Status" value={status} options={inboxStatuses} labels={INBOX_STATUS_LABELS} onChange={(next) => update('status', next)} />
        <ReferenceSearch kind="contact" value={reference} onChange={(next) => update('reference', next)} />
      </div>

      {inbox.isError ? <QueryError title="Could not load the messages" error={inbox.error} onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} /> : null}

      <section aria-label="Messages" aria-busy={inbox.isPending || inbox.isPlaceholderData}>
        {inbox.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading messages…
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
              ? `No message with the reference ${reference}${status ? ` among the ${INBOX_STATUS_LABELS[status].toLowerCase()} ones` : ''}.`
              : status
                ? `No ${INBOX_STATUS_LABELS[status].toLowerCase()} messages.`
                : 'No messages yet.'}
          </p>
        )}
      </section>

      <Pager
        label="Inbox pages"
        page={page}
        shown={shownPage(data)}
        noun={['message', 'messages']}
        loadingText={inbox.isError ? '' : 'Loading messages…'}
        onPage={goToPage}
      />
    </div>
  );
}
