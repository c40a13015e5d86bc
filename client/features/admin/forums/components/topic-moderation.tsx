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

const COLUMNS = ['Topic', 'Category', 'Author', 'Replies', 'State', 'Actions'] as const;

/** The newest topics, 20 at a time: pin, lock, move to another category or delete each. */
export function TopicModeration() {
  const topics = useAdminTopics();
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
    <AdminSection title="Topics" intro="The newest topics, newest first: pin, lock, move or delete them." headingRef={heading}>
      {topics.isError ? <QueryError title="Could not load the topics" error={topics.error} onRetry={() => void topics.refetch()} retrying={topics.isFetching} /> : null}

      <DataTable
        caption="Forum topics, newest first"
        columns={COLUMNS}
        items={topics.isError ? (items ?? []) : items}
        stale={topics.isFetching && !topics.isFetchingNextPage && items !== undefined}
        empty={topics.isError ? 'The topics could not be loaded.' : 'No topics yet.'}
      >
        {(topic) => <TopicRow key={topic.id} topic={topic} categories={categories.data} onDelete={setToDelete} />}
      </DataTable>

      {topics.hasNextPage ? (
        <Button variant="outline" onClick={() => void topics.fetchNextPage()} disabled={topics.isFetchingNextPage}>
          {topics.isFetchingNextPage ? 'Loading…' : 'Load more topics'}
        </Button>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate({ topic: toDelete, own }, { onSuccess: own ? undefined : focusHeadingAfterClose, onSettled: () => setToDelete(null) })}
        title={`Delete "${toDelete?.title ?? 'topic'}"?`}
        description={
          own
            ? 'This is your own topic: it will stay in the forum, shown as removed.'
            : 'The topic will be deleted with all its replies and comments. This cannot be undone.'
        }
        confirmLabel="Delete topic"
      />
    </AdminSection>
  );
}
