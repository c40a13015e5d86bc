import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import type { ForumCategory, ForumComment, ForumPost, ForumTopic } from '../../../shared/api/forum';
import type { forumCategories, forumComments, forumPosts, forumTopics } from '../../db/schema';
import { type MemberFields, presentForumAuthor } from '../../lib/present-user';


type TopicColumns = Omit<typeof forumTopics.$inferSelect, 'searchVector'>;
type PostColumns = Omit<typeof forumPosts.$inferSelect, 'searchVector'>;
export type TopicRow = { topic: TopicColumns; category: { id: number; name: string; slug: string }; group: { id: number; slug: string; name: string; visibility: 'open' | 'private' | 'hidden' } | null; author: MemberFields | null };
export type PostRow = { post: PostColumns; author: MemberFields | null };
export type CommentRow = { comment: typeof forumComments.$inferSelect; author: MemberFields | null };

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
/** Authors appear as the public sees them (presentForumAuthor), so every reader gets the same answer. */
const author = (user: MemberFields | null) => (user ? presentForumAuthor(user) : null);

/** Removed text is gone from the answer; the thread around it stays readable. */
const body = (row: { content: string; contentHtml: string; language: string; removedBy: 'author' | 'moderator' | null }) =>
  row.removedBy
    ? { content: '', contentHtml: '', removed: row.removedBy }
    : { content: row.content, contentHtml: row.contentHtml, removed: null, language: isLocale(row.language) ? row.language : DEFAULT_LOCALE };

export function presentCategory(row: typeof forumCategories.$inferSelect): ForumCategory {
  return { id: row.id, name: row.name, slug: row.slug, description: row.description, position: row.position, topicCount: row.topicCount };
}

export function presentTopic({ topic, category, group, author: user }: TopicRow): ForumTopic {
  return {
    id: topic.id,
    // A moderator's removal takes the title too: it may be what was wrong.
    title: topic.removedBy === 'moderator' ? 'Removed topic' : topic.title,
    slug: topic.slug,
    ...body(topic),
    categoryId: topic.categoryId,
    category,
    group: group ? { slug: group.slug, name: group.name } : null,
    author: author(user),
    isPinned: topic.isPinned,
    isLocked: topic.isLocked,
    postCount: topic.postCount,
    viewCount: topic.viewCount,
    createdAt: iso(topic.createdAt),
    lastActivityAt: iso(topic.lastActivityAt),
    editedAt: isoOrNull(topic.editedAt),
  };
}

export function presentComment({ comment, author: user }: CommentRow): ForumComment {
  return {
    id: comment.id,
    ...body(comment),
    postId: comment.postId,
    parentId: comment.parentId,
    author: author(user),
    createdAt: iso(comment.createdAt),
    editedAt: isoOrNull(comment.editedAt),
  };
}

export function presentPost({ post, author: user }: PostRow, comments: ForumComment[]): ForumPost {
  return {
    id: post.id,
    ...body(post),
    topicId: post.topicId,
    author: author(user),
    createdAt: iso(post.createdAt),
    editedAt: isoOrNull(post.editedAt),
    comments,
  };
}
