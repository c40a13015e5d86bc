import { Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { ForumTopicDetail } from '@shared/api/forum';
import { FORUM_BODY_MAX } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { inputClass } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { api, hrefOf } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { useCreatePost } from '../api';
import { useForumPolicy } from '../policy';
import { failureNotice } from './new-topic-dialog';
import { Rich, useT } from '@client/lib/i18n';
import { forumMessages } from '../messages';

/** Spec section 2: 'Leave a Reply' for members, a sign-in invitation for visitors, a notice when locked. */
export function ReplyBox({ topic, returnTo }: { topic: ForumTopicDetail; returnTo: string }) {
  const policy = useForumPolicy();
  // Moderators may still answer in a locked topic, for example to explain the lock.
  const writesWhenLocked = policy.writesWhenLocked;
  const { group } = policy.place;
  const create = useCreatePost(topic.slug);
  const [text, setText] = useState('');
  const id = useId();
  const t = useT(forumMessages);
  const lockNotice = (
    <div role="note" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <Rich t={t} k="reply.lockedNotice" tags={{ strong: (text) => <strong>{text}</strong> }} />
        {writesWhenLocked ? (
          <span className="block text-sm">{t('reply.lockedAs', { as: policy.can('locked-topic.write') ? 'admin' : 'groupModerator' })}</span>
        ) : null}
      </p>
    </div>
  );
  if (topic.removed) {
    return (
      <p role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800">
        {t('reply.removed')}
      </p>
    );
  }
  if (topic.isLocked && !writesWhenLocked) return lockNotice;
  if (group && !policy.place.writesInGroup && policy.can('reply.create')) {
    // A signed-in member outside the group: its members write in its discussions.
    return (
      <Card className="p-6 text-center">
        <h2 className="text-xl font-semibold text-slate-900">{t('reply.join')}</h2>
        <p className="mt-2 text-slate-700">{t('reply.groupOnly', { name: group.name })}</p>
        <Button asChild className="mt-4">
          <Link to={`/community/groups/${group.slug}`}>{t('reply.goTo', { name: group.name })}</Link>
        </Button>
      </Card>
    );
  }
  if (!policy.canWriteIn('reply', topic)) {
    return (
      <Card className="p-6 text-center">
        <h2 className="text-xl font-semibold text-slate-900">{t('reply.join')}</h2>
        <p className="mt-2 text-slate-700">{t('reply.signIn')}</p>
        <Button asChild className="mt-4">
          <a href={hrefOf(api.accounts.login, { query: { returnTo } })}>{t('reply.login')}</a>
        </Button>
      </Card>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!text.trim()) {
      toast({ title: t('comments.emptyReply'), description: t('comments.writeSomething'), variant: 'destructive' });
      return;
    }
    create.mutate(
      { content: text.trim(), topicId: topic.id },
      {
        onSuccess: () => {
          setText('');
          toast({ title: t('reply.posted'), description: t('reply.postedText') });
        },
        onError: (error) => toast(failureNotice(error, t('reply.failed'))),
      },
    );
  };
  return (
    <div className="space-y-4">
      {topic.isLocked ? lockNotice : null}
      <Card className="p-6">
        <h2 className="text-xl font-semibold text-slate-900">
          <label htmlFor={id}>{t('reply.title')}</label>
        </h2>
        <form method="post" noValidate onSubmit={submit} className="mt-3 space-y-3">
          <textarea
            id={id}
            rows={5}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('reply.placeholder')}
            maxLength={FORUM_BODY_MAX}
            className={cn(inputClass, 'resize-y')}
          />
          <p className="text-xs text-slate-700">{t('reply.hint')}</p>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('comments.posting') : t('comments.postReply')}
          </Button>
        </form>
      </Card>
    </div>
  );
}

