import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { paths } from '../../../shared/routes';
import { resources } from '../../db/schema';

/** The screens everyone may read, for search engines. */
const PUBLIC_SCREENS = [paths.home, paths.resources, paths.community, paths.about, paths.privacyPolicy, paths.terms];
/** One sitemap file holds at most 50,000 addresses. */
const SITEMAP_MAX = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml (public screens and every published article) and robots.txt, which points to it. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /profile', 'Disallow: /messages', 'Disallow: /members/', '', `Sitemap: ${base}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const articles = await app.db
      .select({ slug: resources.slug, updatedAt: resources.updatedAt })
      .from(resources)
      .where(eq(resources.status, 'published'))
      .orderBy(desc(resources.updatedAt))
      .limit(SITEMAP_MAX - PUBLIC_SCREENS.length);
    const entry = (path: string, lastModified?: Date) =>
      `<url><loc>${escapeXml(`${base}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PUBLIC_SCREENS.map((path) => entry(path)),
      ...articles.map((article) => entry(`/resources/${encodeURIComponent(article.slug)}`, article.updatedAt)),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
};
