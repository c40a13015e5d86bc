import { and, eq } from 'drizzle-orm';
import { paths } from '../../../shared/routes';
import type { Db } from '../../db';
import { resources } from '../../db/schema';
import type { PageHead, PageHeadProvider } from '../../lib/client-assets';

const DESCRIPTION_LENGTH = 200;

function shorten(text: string, length: number) {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20)).trimEnd()}…`;
}

/**
 * /resources/{slug} as link previews and search engines see it: the article's title, description
 * and picture in the HTML head (crawlers run no script), and 404 for an unknown or draft article.
 */
export function resourcePageHead(db: Db, publicUrl: string): PageHeadProvider {
  return async (pattern, pathname): Promise<PageHead | null> => {
    if (pattern !== paths.resource) return null;
    const url = `${publicUrl}${pathname}`;
    let slug: string;
    try {
      slug = decodeURIComponent(pathname.split('/')[2] ?? '');
    } catch {
      slug = '';
    }
    const [row] =
      slug.length > 0 && slug.length <= 200
        ? await db
            .select({ title: resources.title, excerpt: resources.excerpt, bodyText: resources.bodyText, image: resources.featuredImage, createdAt: resources.createdAt })
            .from(resources)
            .where(and(eq(resources.slug, slug), eq(resources.status, 'published')))
        : [];
    if (!row) {
      return { title: 'Resource Not Found', description: "The resource you're looking for doesn't exist or has been moved.", url, status: 404 };
    }
    return {
      title: row.title,
      description: shorten(row.excerpt || row.bodyText || row.title, DESCRIPTION_LENGTH),
      url,
      image: row.image ? `${publicUrl}${row.image}` : null,
      type: 'article',
      publishedTime: row.createdAt.toISOString(),
    };
  };
}
