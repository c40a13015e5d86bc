import { and, eq } from 'drizzle-orm';
import { paths } from '../../../shared/routes';
import type { Db } from '../../db';
import { resources } from '../../db/schema';
import { type PageHead, type PageHeadProvider, paramOf, shorten } from '../../lib/page-head';

/**
 * /resources/{slug} as link previews and search engines see it: the article's title, description
 * and picture in the HTML head (crawlers run no script), its schema.org Article, and 404 for an
 * unknown or draft article.
 */
export function resourcePageHead(db: Db, publicUrl: string): PageHeadProvider {
  return async (pattern, pathname): Promise<PageHead | null> => {
    if (pattern !== paths.resource) return null;
    const url = `${publicUrl}${pathname}`;
    const slug = paramOf(pattern, pathname, 'slug');
    const [row] = slug
      ? await db
          .select({
            title: resources.title,
            excerpt: resources.excerpt,
            bodyText: resources.bodyText,
            image: resources.featuredImage,
            createdAt: resources.createdAt,
            updatedAt: resources.updatedAt,
            authorFirstName: resources.authorFirstName,
            authorLastName: resources.authorLastName,
            authorRole: resources.authorRole,
          })
          .from(resources)
          .where(and(eq(resources.slug, slug), eq(resources.status, 'published')))
      : [];
    if (!row) {
      return { title: 'Resource Not Found', description: "The resource you're looking for doesn't exist or has been moved.", url, status: 404 };
    }
    const description = shorten(row.excerpt || row.bodyText || row.title);
    const image = row.image ? `${publicUrl}${row.image}` : null;
    const author = [row.authorFirstName, row.authorLastName].filter(Boolean).join(' ');
    return {
      title: row.title,
      description,
      url,
      image,
      type: 'article',
      publishedTime: row.createdAt.toISOString(),
      structuredData: {
        '@type': 'Article',
        headline: row.title,
        description,
        url,
        mainEntityOfPage: url,
        ...(image ? { image } : {}),
        datePublished: row.createdAt.toISOString(),
        dateModified: row.updatedAt.toISOString(),
        ...(author ? { author: { '@type': 'Person', name: author, ...(row.authorRole ? { jobTitle: row.authorRole } : {}) } } : {}),
      },
    };
  };
}
