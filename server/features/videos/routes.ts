import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoEndpoints as api } from '../../../shared/api/videos';
import { on } from '../../lib/endpoint';
import { AppError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/sessions';
import { continueWatching, listVideos, mediaVerdict, saveProgress, videoDetail, watchableVideo } from './service';
import { mediaStoreOf } from './media';
import { sendStored } from '../../lib/serve-stored';

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  vtt: 'text/vtt; charset=utf-8',
};

/** The library, members' pages, progress and the media itself (issue 19). */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = mediaStoreOf(app.config);

  app.route({ ...on(api.list), handler: (request) => listVideos(app.db, request.user, request.query) });
  app.route({ ...on(api.continueWatching), handler: (request) => continueWatching(app.db, requireUser(request)) });
  app.route({
    ...on(api.detail),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return videoDetail(app.db, request.user, request.params.slug);
    },
  });
  app.route({
    ...on(api.saveProgress),
    handler: (request) => saveProgress(app.db, requireUser(request), request.params.slug, request.body),
  });
  app.route({
    ...on(api.captions),
    handler: async (request, reply) => {
      const video = await watchableVideo(app.db, request.user, request.params.slug);
      if (!video.captions) throw notFound('This video has no captions yet');
      return reply.header('content-type', CONTENT_TYPES.vtt).header('cache-control', 'private, no-cache').send(video.captions as never);
    },
  });

  app.route({
    ...on(api.media),
    // Segments are already compressed; a range of a compressed answer would be meaningless.
    compress: false,
    handler: async (request, reply) => {
      const { mediaId, file } = request.params;
      const verdict = await mediaVerdict(app.db, request.user, mediaId, file);
      if (verdict === 'not-found') throw notFound('Video not found');
      if (verdict === 'sign-in') throw new AppError('UNAUTHORIZED', 'Please sign in to watch this video');
      const info = await media.stat(mediaId, file);
      if (!info) throw notFound('Video file not found');
      const extension = file.slice(file.lastIndexOf('.') + 1);
      // A media folder never changes (a new processing makes a new one): a member's browser keeps it for good. What anyone may
      // fetch is public for a day only, as a video can become members-only; and an answer that renews a session cookie is never shared.
      const shared = verdict.public && !reply.hasHeader('set-cookie');
      return sendStored(request, reply, info, (range) => media.read(mediaId, file, range), {
        'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'cache-control': shared ? 'public, max-age=86400' : 'private, max-age=31536000, immutable',
      });
    },
  });
};
