import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { GroupDetail } from '@shared/api/groups';
import { whyNotWriteInGroup } from '@shared/policies/groups';
import { FORUM_TITLE_MAX, FORUM_TOPIC_MAX } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { api, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { failureNotice } from '../../components/new-topic-dialog';
import { NoDiscussions, TopicRow, TopicRowSkeletons } from '../../components/topic-row';
import { useCreateGroupTopic, useGroupTopics } from '../api';

/** The forum's 'Start a new topic', in the group: no category to choose; then the new topic's page. */
function NewGroupTopicDialog({ group }: { group: GroupDetail }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const create = useCreateGroupTopic(group.slug);
  const navigate = useNavigate();
  const submit = () => {
    if (!title.trim() || !content.trim()) {
      toast({ title: 'Missing information', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    create.mutate(
      { title: title.trim(), content: content.trim() },
      {
        onSuccess: (topic) => {
          setOpen(false);
          setTitle('');
          setContent('');
          toast({ title: 'Topic created', description: `Your topic is in ${group.name}.` });
          void navigate(`/community/forum/${topic.slug}`);
        },
        onError: (error) => toast(failureNotice(error, 'Failed to create topic. Please try again.')),
      },
    );
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>New topic</Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={`Start a topic in ${group.name}`}
        description={
          group.visibility === 'open'
            ? 'Anyone can read this group’s discussions; only its members write in them. Please keep medical details about children general.'
            : 'Only the group’s members can read it. Please keep medical details about children general.'
        }
        submitLabel="Create Topic"
        pendingLabel="Creating..."
        pending={create.isPending}
        onSubmit={submit}
      >
        <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={FORUM_TITLE_MAX} placeholder="What would you like to discuss?" />
        <TextAreaField
          label="Content"
          rows={6}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={FORUM_TOPIC_MAX}
          placeholder="Share your thoughts, questions, or experiences..."
          hint="*emphasis*, **bold**, links, lists and > quotes work."
        />
      </FormDialog>
    </>
  );
}

/** The group's discussions, pinned first as in the forum, with 'Load more' and, for its members, 'New topic'. */
export function GroupDiscussions({ group, returnTo }: { group: GroupDetail; returnTo: string }) {
  const { user } = useAuth();
  const topics = useGroupTopics(group.slug, true);
  const items = topics.data?.pages.flatMap((page) => page.items) ?? [];
  const why = whyNotWriteInGroup(user, group, group.membership);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Discussions</h2>
        {why === null ? (
          <NewGroupTopicDialog group={group} />
        ) : why === 'sign-in' ? (
          <Button asChild variant="outline">
            <a href={hrefOf(api.accounts.login, { query: { returnTo } })}>Sign in to take part</a>
          </Button>
        ) : why === 'not-member' ? (
          <p className="text-sm text-slate-700">Join the group to start a discussion or reply.</p>
        ) : null}
      </div>
      {topics.isPending ? (
        <TopicRowSkeletons />
      ) : topics.isError ? (
        <p role="alert" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          The discussions could not be loaded. Please try again in a moment.
        </p>
      ) : items.length === 0 ? (
        <NoDiscussions />
      ) : (
        <ul className="space-y-3" aria-label={`Discussions in ${group.name}`}>
          {items.map((topic) => (
            <li key={topic.id}>
              <TopicRow topic={topic} showCategory={false} />
            </li>
          ))}
        </ul>
      )}
      {topics.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void topics.fetchNextPage()} disabled={topics.isFetchingNextPage}>
            {topics.isFetchingNextPage ? 'Loading...' : 'Load more discussions'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
