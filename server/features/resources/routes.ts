import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceEndpoints as api, resourceListAnswer } from '../../../shared/api/resources';
import { resourceFiles, resources } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { AppError, notFound } from '../../lib/errors';
import { sendEncoded } from '../../lib/encoded-json';
import { sendStored } from '../../lib/serve-stored';
import { noteSearchAnswer } from '../../lib/search-misses';
import { requireUser } from '../../lib/sessions';
import { requestLocale } from '../../lib/locale';
import { keptAnswers } from '../../lib/versioned-cache';
import { authorizeGuide } from './policy';
import { searchWords } from './search';
import { featuredResources, listCategories, listResources, resourceBySlug, resourcePageFor } from './service';

/**
 * Answers kept per server instance until the library changes (a page or search is a few kilobytes,
 * an article tens at most), serialised and compressed once.
 */
const KEPT_ANSWERS = 1500;

/** Ahead of the members' guard, so a visitor hears what signing in is for. */
async function signInToDownload(request: FastifyRequest) {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to download this guide');
}

/** The resource library's public API (spec section 7), plus search and members' downloads. */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  /** One small query per request (the library's version), then the kept answer or a new one. */
  const keptAnswer = keptAnswers(KEPT_ANSWERS, () => app.keptVersions.get('library'));

  app.route({
    ...on(api.list),
    handler: async (request, reply) => {
      const query = request.query;
      const locale = requestLocale(request);
      const plain = query.q === undefined && query.category === undefined && query.cursor === undefined && query.limit === undefined;
      const key = plain
        ? `list|${locale}`
        : JSON.stringify(['page', locale, searchWords(query.q ?? '').join(' '), query.q ? 1 : 0, query.category ?? '', query.cursor ?? '', query.limit ?? 0]);
      const body = await keptAnswer(key, resourceListAnswer, () => (plain ? listResources(app.db, locale) : resourcePageFor(app.db, query, locale)));
      await noteSearchAnswer(app.db, request, 'library', query, body);
      return sendEncoded(request, reply, body);
    },
  });

  app.route({
    ...on(api.featured),
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      return sendEncoded(request, reply, await keptAnswer(`featured|${locale}`, api.featured.responses[200], () => featuredResources(app.db, locale)));
    },
  });

  app.route({
    ...on(api.categories),
    handler: async (request, reply) =>
      sendEncoded(request, reply, await keptAnswer('categories', api.categories.responses[200], () => listCategories(app.db))),
  });

  app.route({
    ...on(api.detail),
    handler: async (request, reply) => {
      const { slug } = request.params;
      const locale = requestLocale(request);
      const body = await keptAnswer(JSON.stringify(['article', locale, slug]), api.detail.responses[200], () => resourceBySlug(app.db, slug, locale));
      return sendEncoded(request, reply, body);
    },
  });

  /** A guide's PDF: downloadable resources are a member benefit, so visitors are asked to sign in. */
  app.route({
    ...on(api.download),
    onRequest: [signInToDownload, ...on(api.download).onRequest],
    handler: async (request, reply) => {
      const user = requireUser(request);
      const [found] = await app.db
        .select({ fileName: resourceFiles.fileName, storageKey: resourceFiles.storageKey, sizeBytes: resourceFiles.sizeBytes, status: resources.status })
        .from(resourceFiles)
        .innerJoin(resources, eq(resources.id, resourceFiles.resourceId))
        .where(and(eq(resourceFiles.id, request.params.fileId), eq(resources.slug, request.params.slug)));
      // Administrators may check a draft's guides before publishing it (policy.ts).
      const file = authorizeGuide(user, found);
      const info = await app.privateFiles.stat(file.storageKey);
      if (!info) throw notFound('Guide not found');
      const asciiName = file.fileName.replace(/[^\w.-]+/g, '_');
      // The PDF's bytes, from whichever store holds them: streamed as they are, outside the endpoint's JSON answers.
      return sendStored(request, reply, info, (range) => app.privateFiles.read(file.storageKey, range), {
        'content-type': 'application/pdf',
        'cache-control': 'private, no-store',
        'content-disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      });
    },
  });
};
