import { paths } from '../../../shared/routes';
import { displayName } from '../../../shared/display-name';
import type { Db } from '../../db';
import { AppError } from '../../lib/errors';
import { type PageHead, type PageHeadProvider, paramOf, shorten } from '../../lib/page-head';
import { htmlToText } from '../../lib/sanitize-html';
import { presentTopic, type TopicRow } from './present';
import { topicRowBySlug } from './queries';

/** The topic's row, or null where the API answers 404. */
async function topicRowOrNull(db: Db, slug: string): Promise<TopicRow | null> {
  try {
    return await topicRowBySlug(db, slug);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * /community/forum/{slug} as link previews and search engines see it: the topic as a visitor reads it
 * (presentTopic: a moderator's removal takes the title, authors named as the public sees them), its
 * schema.org DiscussionForumPosting, and 404 for an unknown topic. A support group's discussion is
 * kept as the API keeps it from a visitor: a hidden group's is not there, a private group's gets the
 * head of the screen that says so, without a word of it.
 */
export function forumTopicPageHead(db: Db, publicUrl: string): PageHeadProvider {
  return async (pattern, pathname): Promise<PageHead | null> => {
    if (pattern !== paths.forumTopic) return null;
    const url = `${publicUrl}${pathname}`;
    const slug = paramOf(pattern, pathname, 'slug');
    const row = slug ? await topicRowOrNull(db, slug) : null;
    if (!row || row.group?.visibility === 'hidden') {
      return { title: 'Topic Not Found', description: "The topic you're looking for doesn't exist or has been moved.", url, status: 404 };
    }
    if (row.group?.visibility === 'private') {
      // Its members are served this same page (the head is not per viewer): no error status for them.
      return { title: 'Private group discussion', description: 'This discussion belongs to a private support group.', url };
    }
    const topic = presentTopic(row);
    const text = htmlToText(topic.contentHtml);
    const description = shorten(text, 160) || `A discussion in ${topic.category.name} on the Clubfoot Community forum.`;
    return {
      title: topic.title,
      description,
      url,
      type: 'article',
      publishedTime: topic.createdAt,
      structuredData: {
        '@type': 'DiscussionForumPosting',
        headline: topic.title,
        ...(text ? { text: shorten(text, 500) } : {}),
        url,
        mainEntityOfPage: url,
        datePublished: topic.createdAt,
        ...(topic.editedAt ? { dateModified: topic.editedAt } : {}),
        author: { '@type': 'Person', name: displayName(topic.author, 'Anonymous') },
        interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: topic.postCount },
      },
    };
  };
}
