import { useState } from 'react';
import type { ForumTopic } from '@shared/api/forum';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useAuth } from '@client/lib/auth';
import { DataTable } from '../../components/data-table';
import { QueryError } from '@client/components/query-error';
import { useForumCategories } from '../api';
import { useAdminTopics, useDeleteTopic } from '../moderation-api';
import { AdminSection } from '../../components/admin-section';
import { TopicRow } from './topic-row';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { deleteTopicNotices } from './notices';
import { removesAsAuthor } from '../../policy';
import { useT } from '@client/lib/i18n';
import { forumsAdminMessages } from '../messages';

const COLUMNS = ['topics.col.topic', 'topics.col.category', 'topics.col.author', 'topics.col.replies', 'topics.col.state', 'topics.col.actions'] as const satisfies readonly (keyof (typeof forumsAdminMessages)['en'])[];

/** The newest topics, 20 at a time: pin, lock, move to another category or delete each. */
export function TopicModeration() {
  const topics = useAdminTopics();
  const t = useT(forumsAdminMessages);
  const categories = useForumCategories();
  const remove = useDeleteTopic(deleteTopicNotices);
  const { user } = useAuth();
  const [toDelete, setToDelete] = useState<ForumTopic | null>(null);
  // A deleted topic leaves the table with its buttons: the focus goes to the section's heading.
  const { heading, focusHeadingAfterClose } = useHeadingFocus(toDelete !== null);
  const items = topics.data?.pages.flatMap((page) => page.items);
  // The server deletes someone else's topic outright; an administrator's own is only marked removed.
  const own = toDelete !== null && removesAsAuthor(user, 'topic', toDelete);

  return (
    <AdminSection title={t('topics.title')} intro={t('topics.intro')} headingRef={heading}>
      {topics.isError ? <QueryError title={t('topics.loadError')} error={topics.error} onRetry={() => void topics.refetch()} retrying={topics.isFetching} /> : null}

      <DataTable
        caption={t('topics.caption')}
        columns={COLUMNS.map((column) => t(column))}
        items={topics.isError ? (items ?? []) : items}
        stale={topics.isFetching && !topics.isFetchingNextPage && items !== undefined}
        empty={topics.isError ? t('topics.notLoaded') : t('topics.empty')}
      >
        {(topic) => <TopicRow key={topic.id} topic={topic} categories={categories.data} onDelete={setToDelete} />}
      </DataTable>

      {topics.hasNextPage ? (
        <Button variant="outline" onClick={() => void topics.fetchNextPage()} disabled={topics.isFetchingNextPage}>
          {topics.isFetchingNextPage ? t('common.loading') : t('topics.loadMore')}
        </Button>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate({ topic: toDelete, own }, { onSuccess: own ? undefined : focusHeadingAfterClose, onSettled: () => setToDelete(null) })}
        title={toDelete ? t('topics.delete.title', { title: toDelete.title }) : t('topics.delete.titleEmpty')}
        description={own ? t('topics.delete.own') : t('topics.delete.other')}
        confirmLabel={t('topics.delete.confirm')}
      />
    </AdminSection>
  );
}
