import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Server as TusServer } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoAdminEndpoints as api } from '../../../shared/api/videos';
import { VIDEO_UPLOAD_MAX_BYTES } from '../../../shared/videos';
import { on } from '../../lib/endpoint';
import { AppError } from '../../lib/errors';
import { requireAdmin } from '../../lib/sessions';
import { attachUpload } from './admin-service';
import { mediaStoreOf } from './media';
import { eq } from 'drizzle-orm';
import { videos } from '../../db/schema';

const UNFINISHED_UPLOAD_MS = 3 * 86_400_000;

/** The header through which this server tells the tus hooks who is uploading (never taken from the client). */
const ACTOR_HEADER = 'x-clubfoot-actor';

/** What the bytes are: MP4 and MOV (an ISO base media file: a known box first), WebM (EBML); null for anything else. */
export function videoTypeOf(head: Buffer): 'mp4' | 'mov' | 'webm' | null {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (head.length < 12) return null;
  const box = head.toString('latin1', 4, 8);
  if (box === 'ftyp') return head.toString('latin1', 8, 10) === 'qt' ? 'mov' : 'mp4';
  if (['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(box)) return 'mov';
  return null;
}

/** Refusals of this server's own hooks: their words are passed on as they are. */
const ownMessages = new Set<string>();
const tusError = (status: number, message: string) => {
  ownMessages.add(message);
  return { status_code: status, body: message };
};

const SAVE_FAILED = 'The upload could not be saved. Please try again.';

/** A file's name as the admin list shows it: no control characters, no folders, at most 200 characters. */
function cleanFileName(name: string | null | undefined) {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return base.replace(/[\u0000-\u001f\u007f]+/g, '').trim().slice(0, 200) || 'video';
}

/** Words for the tus server's own refusals, which are terse; never the details of a fault of ours. */
function messageOf(status: number, text: string) {
  if (ownMessages.has(text)) return text;
  if (status >= 500) return SAVE_FAILED;
  if (status === 413) return 'The video must be 2 GB or smaller';
  if (status === 404) return 'This upload is not there any more (it may have finished or been cancelled). Please start it again.';
  if (status === 412) return 'This upload needs a resumable-upload (tus 1.0.0) client';
  if (status === 409) return 'This part of the upload does not follow on from the last one. The upload will resume from where it stopped.';
  if (status === 415) return 'Upload parts must be sent as application/offset+octet-stream';
  if (status === 423) return 'This upload is busy with another request. Please try again in a moment.';
  return text.trim().replace(/\n+$/, '').slice(0, 300) || 'The upload could not be read';
}

/**
 * The resumable upload (tus 1.0.0, @tus/server) of a video's original: administrators only (the
 * contract's guard runs first), at most 2 GB, kept where the media store says. When the last byte is
 * in, the bytes must be MP4, MOV or WebM; the file then becomes the video's original and its
 * processing is queued. Every refusal answers JSON `{ message }` like the rest of the API.
 */
export const videoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = mediaStoreOf(app.config);

  const tus = new TusServer({
    path: api.createUpload.path,
    // An upload left unfinished for three days is given up (the hourly sweep below removes its bytes).
    datastore: media.uploadStore(UNFINISHED_UPLOAD_MS),
    maxSize: VIDEO_UPLOAD_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(_req, upload) {
      const videoId = Number(upload.metadata?.videoId);
      if (!Number.isSafeInteger(videoId) || videoId <= 0 || videoId > 2_147_483_647) throw tusError(400, 'Please say which video this file is for (videoId in Upload-Metadata)');
      const [video] = await app.db.select({ source: videos.source }).from(videos).where(eq(videos.id, videoId));
      if (!video) throw tusError(404, 'Video not found');
      if (video.source !== 'upload') throw tusError(400, 'This video plays from another site; it takes no file.');
      return {};
    },
    async onUploadFinish(req, upload) {
      const head = await media.readUploadHead(upload.id, 16).catch(() => Buffer.alloc(0));
      if (!videoTypeOf(head)) {
        await media.removeUpload(upload.id);
        throw tusError(415, 'This file is not a video we can use. Please upload an MP4, MOV or WebM file.');
      }
      const actor = { id: req.headers.get(ACTOR_HEADER) ?? '' };
      let previous: string | null;
      try {
        ({ previous } = await attachUpload(app.db, actor as never, Number(upload.metadata?.videoId), {
          key: upload.id,
          fileName: cleanFileName(upload.metadata?.filename),
          bytes: upload.size ?? upload.offset,
        }));
      } catch (error) {
        // Nothing points at these bytes now: they go, so a retry starts the upload again instead of finding it finished.
        await media.removeUpload(upload.id);
        if (error instanceof AppError) throw tusError(error.statusCode, error.message);
        app.log.error({ err: error }, 'attaching a finished video upload failed');
        throw tusError(500, SAVE_FAILED);
      }
      if (previous) await media.removeUpload(previous);
      app.nudgeVideoJobs();
      return {};
    },
  });

  const sweep = setInterval(() => {
    tus.cleanUpExpiredUploads().catch((error: unknown) => app.log.warn({ err: error }, 'removing abandoned video uploads failed'));
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // The bytes of a PATCH stay unread here: the tus server streams them to the store.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const admin = requireAdmin(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === ACTOR_HEADER) continue;
      try {
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      } catch {
        // A value the Fetch API will not carry (control characters): the tus server does not need it.
      }
    }
    headers.set(ACTOR_HEADER, admin.id);
    const streaming = request.method === 'PATCH' && request.headers['content-type'] === 'application/offset+octet-stream';
    const web = new Request(new URL(request.raw.url ?? '/', 'http://localhost'), {
      method: request.method,
      headers,
      ...(streaming ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    let response: Response;
    try {
      response = await tus.handleWeb(web);
    } catch (error) {
      request.log.info({ err: error }, 'unreadable upload request');
      return reply.code(400).send({ message: 'The upload request could not be read' });
    }
    const text = await response.text();
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      // Same origin only: the tus server's CORS answers are not passed on.
      if (name !== 'content-length' && name !== 'content-type' && !name.startsWith('access-control-')) reply.header(name, value);
    });
    reply.header('cache-control', 'no-store');
    if (response.status >= 400) return reply.send({ message: messageOf(response.status, text) });
    return reply.send();
  };

  app.route({ ...on(api.createUpload), handler: handle });
  app.route({ ...on(api.sendUpload), handler: handle });
  app.route({ ...on(api.cancelUpload), handler: handle });
  // How much of an upload arrived (HEAD is the protocol's own question; Fastify's route list leaves it out of the contract).
  app.route({ method: 'HEAD', url: api.sendUpload.path, onRequest: on(api.sendUpload).onRequest, handler: handle });
};
