import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { errorBody, okBody } from '../../../shared/api/common';
import {
  adminArticle,
  adminArticlesPage,
  adminArticlesQuery,
  adminCategory,
  ARTICLE_IMAGE_MAX_BYTES,
  articleInput,
  articleUpdate,
  categoryInput,
  categoryOrder,
  categoryUpdate,
  GUIDE_MAX_BYTES,
  uploadedImage,
} from '../../../shared/api/resources';
import { AppError, badRequest } from '../../lib/errors';
import { imageTypeOf } from '../../lib/images';
import { adminsOnly, requireAdmin } from '../../lib/sessions';
import {
  addArticleFile,
  adminCategories,
  createArticle,
  createCategory,
  deleteArticle,
  deleteCategory,
  getArticle,
  listArticles,
  removeArticleFile,
  reorderCategories,
  updateArticle,
  updateCategory,
} from './admin-service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody };
const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** Reads the one uploaded file of a multipart request, with a clear 413 past `maxBytes`. */
async function uploadedFile(request: FastifyRequest, maxBytes: number, tooLarge: string) {
  if (!request.isMultipart()) throw badRequest('Please send the file as a file upload');
  const file = await request.file({ limits: { fileSize: maxBytes } });
  if (!file) throw badRequest('Please choose a file');
  const bytes = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    throw error;
  });
  const field = file.fields.title;
  const title = field && !Array.isArray(field) && field.type === 'field' ? String(field.value ?? '') : '';
  return { bytes, fileName: file.filename, title };
}

/** A PDF's name as people will see it when they download it. */
function cleanFileName(name: string) {
  const base = name.replace(/[\\/]/g, ' ').replace(/[^\p{L}\p{N} ._()-]+/gu, '').replace(/\s+/g, ' ').trim().slice(0, 100);
  const stem = base.replace(/\.pdf$/i, '') || 'guide';
  return `${stem}.pdf`;
}

/** Articles, their pictures and guides, and the library's categories: administrators only. */
export const resourceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fields: 2, parts: 3, fieldSize: 1000 } });
  adminsOnly(app);

  app.get('/articles', { schema: { querystring: adminArticlesQuery, response: { 200: adminArticlesPage, ...errors } } }, async (request) =>
    listArticles(app.db, request.query),
  );

  app.post('/articles', { schema: { body: articleInput, response: { 201: adminArticle, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await createArticle(app.db, requireAdmin(request), request.body)),
  );

  app.get('/articles/:id', { schema: { params: idParams, response: { 200: adminArticle, ...errors } } }, async (request) =>
    getArticle(app.db, request.params.id),
  );

  app.patch('/articles/:id', { schema: { params: idParams, body: articleUpdate, response: { 200: adminArticle, ...errors } } }, async (request) =>
    updateArticle(app.db, requireAdmin(request), request.params.id, request.body),
  );

  app.delete('/articles/:id', { schema: { params: idParams, response: { 200: okBody, ...errors } } }, async (request) => {
    const keys = await deleteArticle(app.db, requireAdmin(request), request.params.id);
    await Promise.all(keys.map((key) => app.privateFiles.remove(key)));
    return { ok: true as const };
  });

  /** A picture for an article (featured or inline): re-encoded, so only its pixels survive. */
  app.post('/articles/images', { schema: { response: { 201: uploadedImage, ...errors } } }, async (request, reply) => {
    const { bytes } = await uploadedFile(request, ARTICLE_IMAGE_MAX_BYTES, 'The picture must be 8 MB or smaller');
    if (!imageTypeOf(bytes)) throw badRequest('The picture must be a JPEG, PNG or WebP image');
    let picture: Buffer;
    try {
      picture = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: 1600, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw badRequest('The picture could not be read. Please try another one.');
    }
    return reply.status(201).send({ url: await app.storage.put('articles', 'webp', picture) });
  });

  app.post('/articles/:id/files', { schema: { params: idParams, response: { 201: adminArticle, ...errors } } }, async (request, reply) => {
    const upload = await uploadedFile(request, GUIDE_MAX_BYTES, 'The guide must be 20 MB or smaller');
    if (!isPdf(upload.bytes)) throw badRequest('The guide must be a PDF file');
    const fileName = cleanFileName(upload.fileName);
    const title = upload.title.trim().slice(0, 120) || fileName.replace(/\.pdf$/, '');
    const storageKey = await app.privateFiles.put('guides', 'pdf', upload.bytes);
    try {
      const article = await addArticleFile(app.db, request.params.id, { title, fileName, storageKey, sizeBytes: upload.bytes.length });
      return reply.status(201).send(article);
    } catch (error) {
      await app.privateFiles.remove(storageKey);
      throw error;
    }
  });

  app.delete(
    '/articles/:id/files/:fileId',
    { schema: { params: idParams.extend({ fileId: id }), response: { 200: adminArticle, ...errors } } },
    async (request) => {
      const { article, key } = await removeArticleFile(app.db, request.params.id, request.params.fileId);
      await app.privateFiles.remove(key);
      return article;
    },
  );

  app.get('/resource-categories', { schema: { response: { 200: z.array(adminCategory), ...errors } } }, async () => adminCategories(app.db));

  app.post('/resource-categories', { schema: { body: categoryInput, response: { 201: adminCategory, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await createCategory(app.db, request.body)),
  );

  app.put('/resource-categories/order', { schema: { body: categoryOrder, response: { 200: z.array(adminCategory), ...errors } } }, async (request) =>
    reorderCategories(app.db, request.body.ids),
  );

  app.patch(
    '/resource-categories/:id',
    { schema: { params: idParams, body: categoryUpdate, response: { 200: adminCategory, ...errors } } },
    async (request) => updateCategory(app.db, request.params.id, request.body),
  );

  app.delete('/resource-categories/:id', { schema: { params: idParams, response: { 200: okBody, ...errors } } }, async (request) => {
    await deleteCategory(app.db, request.params.id);
    return { ok: true as const };
  });
};
