import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendStored } from './serve-stored';
import { type Storage, UPLOADS_PREFIX } from './storage';
import { contentTypeOf } from './storage-s3';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /uploads/...`: uploaded files have random names, so they can be cached for good. The local
 * folder is served as static files; an object store's uploads through the store, with the same names
 * only (UPLOAD_NAME: nothing else in the bucket is reachable), ranges, and caching.
 */
export async function registerUploads(app: FastifyInstance, storage: Storage) {
  if (storage.localDir) {
    fs.mkdirSync(storage.localDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.localDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.header('cache-control', IMMUTABLE),
    });
    return;
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_PREFIX}*`,
    exposeHeadRoute: false,
    // Pictures are compressed already, and a range of a compressed answer would be meaningless.
    compress: false,
    handler: async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      const info = await storage.stat(name);
      if (!info) return reply.status(404).send({ message: 'No such file' });
      return sendStored(request, reply, info, (range) => storage.read(name, range), {
        'content-type': contentTypeOf(name),
        'cache-control': IMMUTABLE,
        'last-modified': info.modified.toUTCString(),
      });
    },
  });
}
