import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ARTICLE_IMAGE_MAX_BYTES, GUIDE_MAX_BYTES, resourceAdminEndpoints as api } from '../../../shared/api/resources';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { badRequest } from '../../lib/errors';
import { imageTypeOf } from '../../lib/images';
import { requireAdmin } from '../../lib/sessions';
import { readUpload } from '../../lib/uploads';
import {
  addArticleFile,
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  removeArticleFile,
  resourceCategoryAdmin as categories,
  updateArticle,
} from './admin-service';
import { articleTranslations, deleteArticleTranslation, saveArticleTranslation } from './translations';

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** Reads the one uploaded file of a multipart request, with a clear 413 past `maxBytes`. */
async function uploadedFile(request: FastifyRequest, maxBytes: number, tooLarge: string) {
  const { bytes, fileName, fields } = await readUpload(request, maxBytes, {
    notMultipart: 'Please send the file as a file upload',
    missing: 'Please choose a file',
    tooLarge,
  });
  return { bytes, fileName, title: fields.title ?? '' };
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

  app.route({ ...on(api.articles), handler: async (request) => listArticles(app.db, request.query) });

  app.route({
    ...on(api.createArticle),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await createArticle(db, admin, request.body) }));
    },
  });

  app.route({ ...on(api.article), handler: async (request) => getArticle(app.db, request.params.id) });

  app.route({
    ...on(api.updateArticle),
    handler: async (request) => updateArticle(app.db, requireAdmin(request), request.params.id, request.body),
  });

  app.route({
    ...on(api.deleteArticle),
    handler: async (request) => {
      const keys = await deleteArticle(app.db, requireAdmin(request), request.params.id);
      await Promise.all(keys.map((key) => app.privateFiles.remove(key)));
      return { ok: true as const };
    },
  });

  app.route({ ...on(api.translations), handler: async (request) => articleTranslations(app.db, request.params.id) });

  app.route({
    ...on(api.saveTranslation),
    handler: async (request) => saveArticleTranslation(app.db, requireAdmin(request), request.params.id, request.params.language, request.body),
  });

  app.route({
    ...on(api.deleteTranslation),
    handler: async (request) => {
      await deleteArticleTranslation(app.db, requireAdmin(request), request.params.id, request.params.language);
      return { ok: true as const };
    },
  });

  /** A picture for an article (featured or inline): re-encoded, so only its pixels survive. */
  app.route({
    ...on(api.uploadImage),
    handler: async (request, reply) => {
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
    },
  });

  app.route({
    ...on(api.uploadGuide),
    handler: async (request, reply) => {
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
    },
  });

  app.route({
    ...on(api.removeGuide),
    handler: async (request) => {
      const { article, key } = await removeArticleFile(app.db, request.params.id, request.params.fileId);
      await app.privateFiles.remove(key);
      return article;
    },
  });

  app.route({ ...on(api.categories), handler: async () => categories.list(app.db) });

  app.route({
    ...on(api.createCategory),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await categories.create(db, admin, request.body) }));
    },
  });

  app.route({ ...on(api.reorderCategories), handler: async (request) => categories.reorder(app.db, requireAdmin(request), request.body.ids) });

  app.route({ ...on(api.updateCategory), handler: async (request) => categories.update(app.db, requireAdmin(request), request.params.id, request.body) });

  app.route({
    ...on(api.deleteCategory),
    handler: async (request) => {
      await categories.remove(app.db, requireAdmin(request), request.params.id);
      return { ok: true as const };
    },
  });
};
