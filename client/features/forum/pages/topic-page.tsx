import { ArrowLeft, Eye, Lock, Pin } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ForumAuthor, ForumPost, ForumTopicDetail } from '@shared/api/forum';
import { FORUM_BODY_MAX, FORUM_TOPIC_MAX } from '@shared/constants';
import { AuthorBadges } from '@client/components/author-badges';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { Rich, useT } from '@client/lib/i18n';
import { forumMessages } from '../messages';
import { deleteTopic, refreshForum, useChangeWriting, useMorePosts, useTopic } from '../api';
import { CommentSection, OpenReplyContext } from '../components/comment-section';
import { ModerationBar } from '../components/moderation-bar';
import { ForumPlaceContext, type TopicOpenness, useForumPolicy } from '../policy';
import { ReplyBox } from '../components/reply-box';
import { AuthorAvatar, AuthorName, authorName, ForumTime } from '../components/forum-author';
import { MemberText } from '../components/member-text';
import { EditForm, useFocusAfterEdit, WritingActions } from '../components/writing-actions';
import { BackToGroup, GroupModerationBar, PrivateGroupTopic, useForumPlace } from '../groups/components/group-topic';

const container = 'mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8';
const roleLabel = (author: ForumAuthor | null) => (author?.role === 'admin' ? 'role.admin' : 'role.member');

function BackToForum() {
  const t = useT(forumMessages);
  return (
    <Link to="/community/forum" className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('topic.backToForum')}
    </Link>
  );
}

/** Spec section 8: 'Topic Not Found' with a way back. */
function TopicNotFound() {
  const t = useT(forumMessages);
  usePageMeta(t('topic.notFound'), t('topic.notFoundText'));
  return (
    <div className={container}>
      <h1 className="text-3xl font-bold text-slate-900">{t('topic.notFound')}</h1>
      <p className="mt-3 text-slate-700">{t('topic.notFoundText')}</p>
      <Button asChild className="mt-6">
        <Link to="/community/forum">{t('topic.backToForum')}</Link>
      </Button>
    </div>
  );
}

/**
 * An author's line above what they wrote: avatar, name, role, badges, time and 'edited', with the
 * actions menu at the end: name and role on one line, the badges on the next (wrapping as a group
 * across the whole width, not one per line beside the name on a phone), and the date on one line.
 */
function Byline({ author, createdAt, editedAt, children }: { author: ForumAuthor | null; createdAt: string; editedAt: string | null; children?: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const t = useT(forumMessages);
  return (
    <div className="flex items-start gap-3">
      <AuthorAvatar author={author} className="size-8 sm:size-10" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <AuthorName author={author} signedIn={isAuthenticated} className="font-semibold text-slate-900" />
          <span className="text-sm text-slate-700">{t(roleLabel(author))}</span>
        </div>
        <AuthorBadges author={author} className="mt-1" />
        <p className="mt-1 text-sm text-slate-700">
          <ForumTime value={createdAt} pattern="MMMM d, yyyy h:mm a" className="whitespace-nowrap" />
          {editedAt ? ` ${t('topic.edited')}` : ''}
        </p>
      </div>
      {children}
    </div>
  );
}

function Reply({ post, slug, topic, returnTo, readAt }: { post: ForumPost; slug: string; topic: TopicOpenness; returnTo: string; readAt: number }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeWriting(slug);
  const card = useRef<HTMLLIElement>(null);
  const t = useT(forumMessages);
  useFocusAfterEdit(editing, card);
  return (
    <li id={`reply-${post.id}`} ref={card}>
      <Card className="p-5">
        <Byline author={post.author} createdAt={post.createdAt} editedAt={post.removed ? null : post.editedAt}>
          {editing ? null : (
            <WritingActions
              kind="post"
              id={post.id}
              author={post.author}
              removed={post.removed !== null}
              onEdit={() => setEditing(true)}
              onRemove={() => change.remove.mutateAsync({ kind: 'post', id: post.id })}
            />
          )}
        </Byline>
        <div className="mt-3">
          {editing ? (
            <EditForm
              label={t('topic.editReply')}
              initial={post.content}
              maxLength={FORUM_BODY_MAX}
              onSave={(body) => change.edit.mutateAsync({ target: { kind: 'post', id: post.id }, body })}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <MemberText html={post.contentHtml} removed={post.removed} what="reply" language={post.language} />
          )}
        </div>
        <CommentSection postId={post.id} slug={slug} initial={post.comments} initialAt={readAt} topic={topic} returnTo={returnTo} />
      </Card>
    </li>
  );
}

function MoreReplies({ topic, returnTo }: { topic: ForumTopicDetail; returnTo: string }) {
  const more = useMorePosts(topic.slug, topic.nextPostsCursor);
  const posts = more.data?.pages.flatMap((page) => page.items) ?? [];
  const hasMore = more.data ? more.hasNextPage : topic.nextPostsCursor !== null;
  const t = useT(forumMessages);
  return (
    <>
      {posts.map((post) => (
        <Reply key={post.id} post={post} slug={topic.slug} topic={topic} returnTo={returnTo} readAt={more.dataUpdatedAt} />
      ))}
      {hasMore ? (
        <li className="flex justify-center">
          <Button variant="outline" disabled={more.isFetching} onClick={() => void (more.data ? more.fetchNextPage() : more.refetch())}>
            {more.isFetching ? t('common.loading') : t('topic.loadMoreReplies')}
          </Button>
        </li>
      ) : null}
    </>
  );
}

function Topic({ topic, readAt }: { topic: ForumTopicDetail; readAt: number }) {
  const t = useT(forumMessages);
  usePageMeta(topic.title, topic.content ? topic.content.slice(0, 160) : t('topic.metaDescription', { category: topic.category.name }));
  const policy = useForumPolicy();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const change = useChangeWriting(topic.slug);
  const opening = useRef<HTMLElement>(null);
  useFocusAfterEdit(editing, opening);
  const returnTo = location.pathname;

  // A link to a reply (#reply-12, from search): the reply is on the page once the topic has loaded.
  useEffect(() => {
    if (!location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [location.hash]);
  // A moderator deletes someone else's topic outright; an author's own delete leaves it readable, marked removed.
  const hardDelete = policy.removalAs('topic', topic) === 'moderator';

  return (
    <OpenReplyContext.Provider value={{ openId, setOpenId }}>
      <div className={container}>
        {topic.group ? <BackToGroup group={topic.group} /> : <BackToForum />}
        <article className="mt-6" aria-labelledby="topic-title" ref={opening}>
          <header>
            <h1 id="topic-title" className="flex flex-wrap items-center gap-2 text-3xl font-bold text-slate-900">
              {topic.title}
              {topic.isPinned ? <Pin aria-label={t('topic.pinned')} role="img" className="size-6 text-brand-800" /> : null}
              {topic.isLocked ? <Lock aria-label={t('topic.locked')} role="img" className="size-6 text-slate-700" /> : null}
            </h1>
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <Badge>{topic.category.name}</Badge>
              <span>
                <Rich
                  t={t}
                  k="topic.startedBy"
                  values={{ name: authorName(topic.author, t('author.anonymous')) }}
                  tags={{ date: () => <ForumTime value={topic.createdAt} pattern="MMMM d, yyyy" /> }}
                />
              </span>
              <span className="flex items-center gap-1">
                <Eye aria-hidden="true" className="size-4" /> {t('topic.views', { count: topic.viewCount })}
              </span>
            </div>
          </header>
          {topic.group ? (
            policy.place.moderatesGroup ? (
              <GroupModerationBar topic={topic} group={topic.group} />
            ) : null
          ) : policy.can('topic.moderate') ? (
            <ModerationBar topic={topic} />
          ) : null}
          <Card className="mt-6 p-6">
            <Byline author={topic.author} createdAt={topic.createdAt} editedAt={topic.removed ? null : topic.editedAt}>
              {editing ? null : (
                <WritingActions
                  kind="topic"
                  id={topic.id}
                  author={topic.author}
                  removed={topic.removed !== null}
                  onEdit={() => setEditing(true)}
                  onRemove={async () => {
                    if (!hardDelete) return change.remove.mutateAsync({ kind: 'topic', id: topic.id });
                    // Deleted outright: leave the page first, so it never shows 'Topic Not Found' on the way out.
                    await deleteTopic(topic.id);
                    await navigate(topic.group ? `/community/groups/${topic.group.slug}` : '/community/forum');
                    return refreshForum(queryClient);
                  }}
                />
              )}
            </Byline>
            <div className="mt-4">
              {editing ? (
                <EditForm
                  label={t('topic.editTopic')}
                  initial={topic.content}
                  initialTitle={topic.title}
                  maxLength={FORUM_TOPIC_MAX}
                  onSave={(body) => change.edit.mutateAsync({ target: { kind: 'topic', id: topic.id }, body })}
                  onCancel={() => setEditing(false)}
                />
              ) : (
                <MemberText html={topic.contentHtml} removed={topic.removed} what="topic" className="text-lg" language={topic.language} />
              )}
            </div>
          </Card>
        </article>

        <section aria-labelledby="replies-title" className="mt-10">
          <h2 id="replies-title" className="text-2xl font-bold text-slate-900">
            {t('topic.replies', { count: topic.postCount })}
          </h2>
          {topic.posts.length === 0 ? (
            <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
              <p className="text-lg font-semibold text-slate-900">{t('topic.noReplies')}</p>
              <p className="mt-1 text-slate-700">{t('topic.beFirst')}</p>
            </div>
          ) : (
            <ol className="mt-4 space-y-4">
              {topic.posts.map((post) => (
                <Reply key={post.id} post={post} slug={topic.slug} topic={topic} returnTo={returnTo} readAt={readAt} />
              ))}
              <MoreReplies topic={topic} returnTo={returnTo} />
            </ol>
          )}
        </section>
        <div className="mt-10">
          <ReplyBox topic={topic} returnTo={returnTo} />
        </div>
      </div>
    </OpenReplyContext.Provider>
  );
}

function TopicSkeleton() {
  const t = useT(forumMessages);
  return (
    <div className={container} role="status" aria-label={t('topic.loading')}>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="mt-6 h-10 w-3/4" />
      <Skeleton className="mt-6 h-40 w-full" />
    </div>
  );
}

/** Spec section 2, "Forum topic". */
export default function TopicPage() {
  const { slug = '' } = useParams();
  const topic = useTopic(slug);
  if (topic.isPending) return <TopicSkeleton />;
  // A private group's discussion, read by someone outside the group (issue 21).
  if (topic.isError && topic.error.message.startsWith('403')) return <PrivateGroupTopic message={topic.error.message} className={container} />;
  if (topic.isError) return <TopicNotFound />;
  // Keyed by the address: another topic starts with no open editor or reply form.
  return <TopicIn key={slug} topic={topic.data} readAt={topic.dataUpdatedAt} />;
}

/** The topic in its place: the forum, or a support group whose membership the policy needs first. */
function TopicIn({ topic, readAt }: { topic: ForumTopicDetail; readAt: number }) {
  const { place, pending } = useForumPlace(topic.group);
  if (pending) return <TopicSkeleton />;
  return (
    <ForumPlaceContext.Provider value={place}>
      <Topic topic={topic} readAt={readAt} />
    </ForumPlaceContext.Provider>
  );
}
