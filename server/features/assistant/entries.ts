import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { resources } from '../../db/schema';

/** Pages an entry may point to besides articles, and how their link reads. */
const PAGE_TITLES: Record<string, string> = {
  '/find-doctor': 'Find a Doctor',
  '/clubfoot-buddy': 'Clubfoot Buddy',
  '/community/forum': 'Community Forum',
  '/community': 'Community',
  '/about': 'About Us',
  '/about#faq': 'About us: frequently asked questions',
  '/resources': 'Resource Library',
  '/donate': 'Donate',
};

/** The title an entry's source link shows: the article's title, a page's name, or null for a page that does not exist. */
export async function relatedTitleFor(db: Db, url: string | null): Promise<string | null> {
  if (!url) return null;
  const path = url.split(/[?#]/)[0] ?? url;
  const article = path.match(/^\/resources\/([\w-]+)$/);
  if (article) {
    const [row] = await db.select({ title: resources.title, status: resources.status }).from(resources).where(eq(resources.slug, article[1] as string));
    return row?.status === 'published' ? row.title : null;
  }
  return PAGE_TITLES[url] ?? PAGE_TITLES[path] ?? null;
}
