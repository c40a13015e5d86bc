import { ChevronDown } from 'lucide-react';
import { createContext, type FormEvent, useContext, useId, useRef, useState } from 'react';
import type { ForumComment } from '@shared/api/forum';
import { FORUM_BODY_MAX } from '@shared/constants';
import { AuthorBadges } from '@client/components/author-badges';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { api, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { inputClass } from '@client/components/ui/field';
import { cn } from '@client/lib/utils';
import { useChangeWriting, useComments, useCreateComment } from '../api';
import { AuthorName, ForumTime } from './forum-author';
import { MemberText } from './member-text';
import { failureNotice } from './new-topic-dialog';
import { type TopicOpenness, useForumPolicy } from '../policy';
import { EditForm, useFocusAfterEdit, WritingActions } from './writing-actions';
import { Rich, useT } from '@client/lib/i18n';
import { forumMessages } from '../messages';

/** Spec section 2: one reply form open at a time on the whole page. */
export const OpenReplyContext = createContext<{ openId: number | null; setOpenId: (id: number | null) => void }>({ openId: null, setOpenId: () => {} });

/** A small form: a labelled text box and a button that reads 'Posting...' while it sends. */
function CommentForm({ label, rows, submitLabel, onSubmit, autoFocus }: { label: string; rows: number; submitLabel: string; onSubmit: (text: string) => Promise<boolean>; autoFocus?: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const t = useT(forumMessages);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const posted = await onSubmit(text);
    setPending(false);
    if (posted) setText('');
  };
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea id={id} rows={rows} value={text} onChange={(event) => setText(event.target.value)} placeholder={label} maxLength={FORUM_BODY_MAX} className={cn(inputClass, 'resize-y')} autoFocus={autoFocus} />
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? t('comments.posting') : submitLabel}
      </Button>
    </form>
  );
}

function Comment({ comment, slug, replies, topic, onReply }: { comment: ForumComment; slug: string; replies?: ForumComment[]; topic: TopicOpenness; onReply?: (text: string) => Promise<boolean> }) {
  const { isAuthenticated } = useAuth();
  const policy = useForumPolicy();
  const { openId, setOpenId } = useContext(OpenReplyContext);
  const [editing, setEditing] = useState(false);
  const change = useChangeWriting(slug);
  const replying = openId === comment.id;
  const item = useRef<HTMLLIElement>(null);
  const t = useT(forumMessages);
  useFocusAfterEdit(editing, item);
  return (
    <li className="space-y-2" id={`comment-${comment.id}`} ref={item}>
      <div className="rounded-lg bg-slate-50 p-3">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <AuthorName author={comment.author} signedIn={isAuthenticated} className="font-semibold text-slate-900" />
          <AuthorBadges author={comment.author} />
          <ForumTime value={comment.createdAt} pattern="MMM d, yyyy h:mm a" className="whitespace-nowrap text-slate-700" />
          {comment.editedAt && !comment.removed ? <span className="text-slate-700">{t('topic.edited')}</span> : null}
        </div>
        <div className="mt-1 text-sm">
          {editing ? (
            <EditForm
              label={t('comments.edit')}
              initial={comment.content}
              maxLength={FORUM_BODY_MAX}
              onSave={(body) => change.edit.mutateAsync({ target: { kind: 'comment', id: comment.id }, body })}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <MemberText html={comment.contentHtml} removed={comment.removed} what="comment" language={comment.language} />
          )}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-1">
          {onReply && policy.canWriteIn('comment', topic) ? (
            <Button variant="ghost" size="sm" aria-expanded={replying} onClick={() => setOpenId(replying ? null : comment.id)}>
              {replying ? t('common.cancel') : t('comments.reply')}
            </Button>
          ) : null}
          {editing ? null : (
            <WritingActions
              kind="comment"
              id={comment.id}
              author={comment.author}
              removed={comment.removed !== null}
              onEdit={() => setEditing(true)}
              onRemove={() => change.remove.mutateAsync({ kind: 'comment', id: comment.id })}
            />
          )}
        </div>
      </div>
      {replies && replies.length > 0 ? (
        <ul className="ml-6 space-y-2 border-l-2 border-slate-200 pl-4" aria-label={t('comments.repliesLabel')}>
          {replies.map((reply) => (
            <Comment key={reply.id} comment={reply} slug={slug} topic={topic} />
          ))}
        </ul>
      ) : null}
      {replying && onReply ? (
        <div className="ml-6 pl-4">
          <CommentForm
            label={t('comments.writeReply')}
            rows={3}
            submitLabel={t('comments.postReply')}
            autoFocus
            onSubmit={async (text) => {
              const posted = await onReply(text);
              if (posted) setOpenId(null);
              return posted;
            }}
          />
        </div>
      ) : null}
    </li>
  );
}

/** Spec section 2: the comments under a reply, one level of replies to comments. */
export function CommentSection({
  postId,
  slug,
  initial,
  initialAt,
  topic,
  returnTo,
}: {
  postId: number;
  slug: string;
  initial: ForumComment[];
  /** When the topic's copy of these comments was read. */
  initialAt: number;
  /** The topic's lock and removal, which close it to new comments (moderators may still answer in a locked one). */
  topic: TopicOpenness;
  returnTo: string;
}) {
  const { isAuthenticated } = useAuth();
  const policy = useForumPolicy();
  const comments = useComments(postId, initial, initialAt);
  const closed = (topic.isLocked || !!topic.removed) && !policy.canWriteIn('comment', topic);
  const create = useCreateComment(postId);
  const topLevel = comments.filter((comment) => comment.parentId === null);
  const repliesOf = (id: number) => comments.filter((comment) => comment.parentId === id);
  const headingId = useId();
  const panelId = useId();
  // An empty section starts folded behind its "Comments (0)" button; one with comments starts open.
  const [shown, setShown] = useState<boolean | null>(null);
  const t = useT(forumMessages);
  const expanded = shown ?? comments.length > 0;

  const post = async (text: string, parentId?: number) => {
    if (!text.trim()) {
      toast({ title: parentId ? t('comments.emptyReply') : t('comments.emptyComment'), description: t('comments.writeSomething'), variant: 'destructive' });
      return false;
    }
    try {
      await create.mutateAsync({ content: text.trim(), ...(parentId ? { parentId } : {}) });
      toast({ title: t('comments.added'), description: t('comments.addedText') });
      return true;
    } catch (error) {
      toast(failureNotice(error, t('comments.failed')));
      return false;
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setShown(!expanded)}
          className="-mx-2 inline-flex h-9 items-center gap-1 rounded-md px-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('comments.title', { count: comments.length })}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', expanded && 'rotate-180')} />
        </button>
      </h3>
      <div id={panelId} hidden={!expanded}>
        {topLevel.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t('comments.none')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {topLevel.map((comment) => (
              <Comment key={comment.id} comment={comment} slug={slug} replies={repliesOf(comment.id)} topic={topic} onReply={(text) => post(text, comment.id)} />
            ))}
          </ul>
        )}
        <div className="mt-3">
          {closed ? (
            <p className="text-sm text-slate-700">{t('comments.locked')}</p>
          ) : !isAuthenticated ? (
            <p className="text-sm text-slate-700">
              <Rich
                t={t}
                k="comments.signIn"
                tags={{
                  link: (text) => (
                    <a href={hrefOf(api.accounts.login, { query: { returnTo } })} className="font-semibold text-brand-800 underline">
                      {text}
                    </a>
                  ),
                }}
              />
            </p>
          ) : !policy.place.writesInGroup ? (
            <p className="text-sm text-slate-700">{t('comments.membersOnly')}</p>
          ) : (
            <CommentForm label={t('comments.add')} rows={4} submitLabel={t('comments.submit')} onSubmit={(text) => post(text)} />
          )}
        </div>
      </div>
    </section>
  );
}
