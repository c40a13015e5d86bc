import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import {
  resourceCategory,
  resourceDetail,
  resourceListQuery,
  resourcePage,
  resourceSummary,
} from '../../../shared/api/resources';
import { resourceFiles, resources } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { sendEncoded } from '../../lib/encoded-json';
import { keptAnswers } from '../../lib/versioned-cache';
import { searchWords } from './search';
import { featuredResources, libraryVersion, listCategories, listResources, resourceBySlug, resourcePageFor } from './service';

const errors = { 400: errorBody, 404: errorBody };
/**
 * Answers kept per server instance until the library changes (a page or search is a few kilobytes,
 * an article tens at most), serialised and compressed once.
 */
const KEPT_ANSWERS = 1500;
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const listAnswer = z.union([z.array(resourceSummary), resourcePage]);

/** The resource library's public API (spec section 7), plus search and members' downloads. */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  /** One small query per request (the library's version), then the kept answer or a new one. */
  const keptAnswer = keptAnswers(KEPT_ANSWERS, () => libraryVersion(app.db));

  app.get('/', { schema: { querystring: resourceListQuery, response: { 200: listAnswer, ...errors } } }, async (request, reply) => {
    const query = request.query;
    const plain = query.q === undefined && query.category === undefined && query.cursor === undefined && query.limit === undefined;
    const key = plain
      ? 'list'
      : JSON.stringify(['page', searchWords(query.q ?? '').join(' '), query.q ? 1 : 0, query.category ?? '', query.cursor ?? '', query.limit ?? 0]);
    const body = await keptAnswer(key, listAnswer, () => (plain ? listResources(app.db) : resourcePageFor(app.db, query)));
    return sendEncoded(request, reply, body);
  });

  const featuredAnswer = z.array(resourceSummary);
  app.get('/featured', { schema: { response: { 200: featuredAnswer } } }, async (request, reply) =>
    sendEncoded(request, reply, await keptAnswer('featured', featuredAnswer, () => featuredResources(app.db))),
  );

  const categoriesAnswer = z.array(resourceCategory);
  app.get('/categories', { schema: { response: { 200: categoriesAnswer } } }, async (request, reply) =>
    sendEncoded(request, reply, await keptAnswer('categories', categoriesAnswer, () => listCategories(app.db))),
  );

  app.get('/:slug', { schema: { params: slugParams, response: { 200: resourceDetail, ...errors } } }, async (request, reply) => {
    const body = await keptAnswer(JSON.stringify(['article', request.params.slug]), resourceDetail, () => resourceBySlug(app.db, request.params.slug));
    return sendEncoded(request, reply, body);
  });

  /** A guide's PDF: downloadable resources are a member benefit, so visitors are asked to sign in. */
  app.get(
    '/:slug/files/:fileId',
    // No response schema: the body is the file's bytes (errors still leave as { message }).
    { schema: { params: slugParams.extend({ fileId: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (request, reply) => {
      if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to download this guide');
      const [file] = await app.db
        .select({ fileName: resourceFiles.fileName, storageKey: resourceFiles.storageKey, sizeBytes: resourceFiles.sizeBytes })
        .from(resourceFiles)
        .innerJoin(resources, eq(resources.id, resourceFiles.resourceId))
        .where(
          and(
            eq(resourceFiles.id, request.params.fileId),
            eq(resources.slug, request.params.slug),
            // Administrators may check a draft's guides before publishing it.
            request.user.role === 'admin' ? undefined : eq(resources.status, 'published'),
          ),
        );
      const filePath = file ? app.privateFiles.pathOf(file.storageKey) : null;
      if (!file || !filePath || !fs.existsSync(filePath)) throw notFound('Guide not found');
      const asciiName = file.fileName.replace(/[^\w.-]+/g, '_');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(file.sizeBytes))
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(fs.createReadStream(filePath));
    },
  );
};
