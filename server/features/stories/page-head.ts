import { eq } from 'drizzle-orm';
import { paths } from '../../../shared/routes';
import { ANONYMOUS_AUTHOR } from '../../../shared/stories';
import type { Db } from '../../db';
import { stories, users } from '../../db/schema';
import { type PageHead, type PageHeadProvider, paramOf } from '../../lib/page-head';
import { canSeeStory } from './policy';
import { authorNameOf, excerptOf } from './present';

/**
 * /community/success-stories/{slug} as link previews and search engines see it: the story's title,
 * excerpt and photo, and the schema.org Article with its author named as they chose (none when they
 * chose to stay anonymous); 404 for a story that is not published.
 */
export function storyPageHead(db: Db, publicUrl: string): PageHeadProvider {
  return async (pattern, pathname): Promise<PageHead | null> => {
    if (pattern !== paths.successStory) return null;
    const url = `${publicUrl}${pathname}`;
    const slug = paramOf(pattern, pathname, 'slug');
    const [row] = slug
      ? await db
          .select({ story: stories, author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, deletedAt: users.deletedAt } })
          .from(stories)
          .leftJoin(users, eq(users.id, stories.authorId))
          .where(eq(stories.slug, slug))
      : [];
    if (!row || !canSeeStory(null, row.story)) {
      return { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.', url, status: 404 };
    }
    const { story } = row;
    const description = excerptOf(story.content);
    const image = story.photoUrl ? `${publicUrl}${story.photoUrl}` : null;
    const author = authorNameOf(story.naming, row.author);
    const published = (story.publishedAt ?? story.submittedAt).toISOString();
    return {
      title: story.title,
      description,
      url,
      image,
      type: 'article',
      publishedTime: published,
      structuredData: {
        '@type': 'Article',
        headline: story.title,
        description,
        url,
        mainEntityOfPage: url,
        ...(image ? { image } : {}),
        datePublished: published,
        dateModified: story.updatedAt.toISOString(),
        ...(author !== ANONYMOUS_AUTHOR ? { author: { '@type': 'Person', name: author } } : {}),
      },
    };
  };
}
