import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { videoAdminEndpoints as api } from '../../../shared/api/videos';
import { ARTICLE_IMAGE_MAX_BYTES } from '../../../shared/constants';
import { CAPTION_MAX_BYTES } from '../../../shared/videos';
import { on } from '../../lib/endpoint';
import { badRequest } from '../../lib/errors';
import { createOnce } from '../../lib/idempotency';
import { imageTypeOf } from '../../lib/images';
import { requireAdmin } from '../../lib/sessions';
import { readUpload } from '../../lib/uploads';
import {
  createVideo,
  deleteVideo,
  getVideo,
  listAdminVideos,
  reorderVideos,
  reprocessVideo,
  setCaptions,
  setPoster,
  updateVideo,
  videoFigures,
} from './admin-service';
import { readCaptionFile } from './captions';
import { mediaStoreOf } from './media';

const upload = (tooLarge: string) => ({ notMultipart: 'Please send the file as a file upload', missing: 'Please choose a file', tooLarge });

/** The video library's administration (issue 19): every action audited in the service. */
export const videoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
  const media = mediaStoreOf(app.config);

  app.route({ ...on(api.list), handler: (request) => listAdminVideos(app.db, request.query) });
  app.route({ ...on(api.figures), handler: () => videoFigures(app.db) });
  app.route({ ...on(api.get), handler: (request) => getVideo(app.db, request.params.id) });
  app.route({
    ...on(api.create),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await createVideo(db, admin, request.body) }));
    },
  });
  app.route({ ...on(api.update), handler: (request) => updateVideo(app.db, requireAdmin(request), request.params.id, request.body) });
  app.route({
    ...on(api.remove),
    handler: async (request) => {
      const removed = await deleteVideo(app.db, requireAdmin(request), request.params.id);
      // The files go once the row has: a reader never finds a row whose files are gone.
      if (removed.mediaId) await media.removeFolder(removed.mediaId);
      if (removed.sourceKey) await media.removeUpload(removed.sourceKey);
      if (removed.posterUrl) await app.storage.remove(removed.posterUrl);
      return { ok: true as const };
    },
  });
  app.route({
    ...on(api.reorder),
    handler: async (request) => {
      await reorderVideos(app.db, requireAdmin(request), request.body.ids);
      return { ok: true as const };
    },
  });
  app.route({
    ...on(api.reprocess),
    handler: async (request, reply) => {
      const video = await reprocessVideo(app.db, requireAdmin(request), request.params.id);
      app.nudgeVideoJobs();
      return reply.status(202).send(video);
    },
  });

  app.route({
    ...on(api.uploadCaptions),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const { bytes } = await readUpload(request, CAPTION_MAX_BYTES, upload('The captions file must be 512 KB or smaller'));
      const text = bytes.toString('utf8');
      if (text.includes('\u0000') || text.includes('\uFFFD')) throw badRequest('The captions must be a text file (.vtt or .srt) in UTF-8');
      const captions = readCaptionFile(text);
      if (!captions) throw badRequest('No captions could be read from this file. Please upload a WebVTT (.vtt) or SubRip (.srt) file.');
      return reply.status(201).send(await setCaptions(app.db, admin, request.params.id, captions.vtt, captions.cues));
    },
  });

  app.route({
    ...on(api.uploadPoster),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const { bytes } = await readUpload(request, ARTICLE_IMAGE_MAX_BYTES, upload('The picture must be 8 MB or smaller'));
      if (!imageTypeOf(bytes)) throw badRequest('The poster must be a JPEG, PNG or WebP image');
      let picture: Buffer;
      try {
        picture = await sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().resize({ width: 1280, height: 720, fit: 'cover' }).webp({ quality: 80 }).toBuffer();
      } catch {
        throw badRequest('The picture could not be read. Please try another one.');
      }
      const url = await app.storage.put('video-posters', 'webp', picture);
      try {
        const { video, previous } = await setPoster(app.db, admin, request.params.id, url);
        if (previous) await app.storage.remove(previous);
        return reply.status(201).send(video);
      } catch (error) {
        await app.storage.remove(url);
        throw error;
      }
    },
  });
};
