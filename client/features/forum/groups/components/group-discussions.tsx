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
import { useT } from '@client/lib/i18n';
import { forumMessages } from '../../messages';
import { groupsMessages } from '../messages';

/** The forum's 'Start a new topic', in the group: no category to choose; then the new topic's page. */
function NewGroupTopicDialog({ group }: { group: GroupDetail }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const create = useCreateGroupTopic(group.slug);
  const navigate = useNavigate();
  const t = useT(groupsMessages);
  const tf = useT(forumMessages);
  const submit = () => {
    if (!title.trim() || !content.trim()) {
      toast({ title: tf('common.missingInfo'), description: tf('common.fillRequired'), variant: 'destructive' });
      return;
    }
    create.mutate(
      { title: title.trim(), content: content.trim() },
      {
        onSuccess: (topic) => {
          setOpen(false);
          setTitle('');
          setContent('');
          toast({ title: tf('new.created'), description: t('discussions.createdText', { name: group.name }) });
          void navigate(`/community/forum/${topic.slug}`);
        },
        onError: (error) => toast(failureNotice(error, tf('new.failed'))),
      },
    );
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('discussions.new')}</Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('discussions.dialogTitle', { name: group.name })}
        description={group.visibility === 'open' ? t('discussions.openDescription') : t('discussions.closedDescription')}
        submitLabel={tf('new.create')}
        pendingLabel={tf('new.creating')}
        pending={create.isPending}
        onSubmit={submit}
      >
        <TextField label={tf('common.title')} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={FORUM_TITLE_MAX} placeholder={tf('new.titlePlaceholder')} />
        <TextAreaField
          label={tf('common.content')}
          rows={6}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={FORUM_TOPIC_MAX}
          placeholder={tf('new.contentPlaceholder')}
          hint={tf('common.markdownHint')}
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
  const t = useT(groupsMessages);
  const tf = useT(forumMessages);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t('discussions.title')}</h2>
        {why === null ? (
          <NewGroupTopicDialog group={group} />
        ) : why === 'sign-in' ? (
          <Button asChild variant="outline">
            <a href={hrefOf(api.accounts.login, { query: { returnTo } })}>{t('discussions.signIn')}</a>
          </Button>
        ) : why === 'not-member' ? (
          <p className="text-sm text-slate-700">{t('discussions.joinFirst')}</p>
        ) : null}
      </div>
      {topics.isPending ? (
        <TopicRowSkeletons />
      ) : topics.isError ? (
        <p role="alert" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          {tf('forum.loadError')}
        </p>
      ) : items.length === 0 ? (
        <NoDiscussions />
      ) : (
        <ul className="space-y-3" aria-label={t('discussions.listLabel', { name: group.name })}>
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
            {topics.isFetchingNextPage ? tf('common.loading') : tf('forum.loadMoreDiscussions')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
