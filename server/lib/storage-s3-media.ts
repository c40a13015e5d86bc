import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { MEDIA_FILE, MEDIA_ID, type MediaStore } from './storage';
import { type S3Location, s3ClientConfig, type S3Objects } from './storage-s3';

/** The resumable upload's parts: S3 takes at least 5 MiB a part; a video arrives in a few hundred of these at most. */
const PART_BYTES = 8 * 1024 * 1024;

type Input = Record<string, unknown> & { Key?: string; Prefix?: string; KeyMarker?: string; Delete?: { Objects?: { Key?: string }[] } };
type Output = { Uploads?: { Key?: string }[]; NextKeyMarker?: string };

/**
 * @tus/s3-store writes its objects (`<id>`, `<id>.info`, `<id>.part`) at the bucket's top and has no
 * setting for a prefix, so its client puts one in front of every key it sends and takes it off the
 * keys it lists (the expired uploads' sweep lists multipart uploads, under the prefix only).
 */
export function prefixKeys(client: S3Client, prefix: string) {
  const strip = (key: string | undefined) => (key?.startsWith(prefix) ? key.slice(prefix.length) : key);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = { ...(args.input as Input) };
      if (typeof input.Key === 'string') input.Key = prefix + input.Key;
      if (input.Delete?.Objects) input.Delete = { ...input.Delete, Objects: input.Delete.Objects.map((object) => ({ ...object, Key: prefix + (object.Key ?? '') })) };
      const listing = context.commandName === 'ListMultipartUploadsCommand';
      if (listing) {
        input.Prefix = prefix + (input.Prefix ?? '');
        if (input.KeyMarker) input.KeyMarker = prefix + input.KeyMarker;
      }
      const result = await next({ ...args, input });
      if (listing) {
        const output = result.output as Output;
        for (const upload of output.Uploads ?? []) upload.Key = strip(upload.Key);
        output.NextKeyMarker = strip(output.NextKeyMarker);
      }
      return result;
    },
    { step: 'initialize', name: 'clubfootKeyPrefix' },
  );
}

/**
 * Videos' media as objects `videos/media/<id>/<file>`, and uploaded originals as `videos/uploads/<id>`
 * (written by @tus/s3-store as a multipart upload, so an upload's parts may reach any instance).
 * ffmpeg reads a temporary local copy of an original, removed when processing is done.
 */
export function s3MediaStore(objects: S3Objects, location: S3Location): MediaStore {
  const folderOf = (mediaId: string) => {
    if (!MEDIA_ID.test(mediaId)) throw new Error(`not a media folder: ${mediaId}`);
    return `videos/media/${mediaId}/`;
  };
  const keyOf = (mediaId: string, file: string) => {
    if (!MEDIA_FILE.test(file)) throw new Error(`not a media file: ${file}`);
    return folderOf(mediaId) + file;
  };
  const uploadKey = (uploadId: string) => (MEDIA_ID.test(uploadId) ? `videos/uploads/${uploadId}` : null);
  const media: MediaStore = {
    newFolderId: () => randomBytes(16).toString('hex'),
    async putFolder(mediaId, localDir) {
      const folder = folderOf(mediaId);
      try {
        for (const name of await fs.readdir(localDir)) await objects.putFile(folder + name, path.join(localDir, name));
      } catch (error) {
        // Nothing points at the folder before this answers (the video's row switches after), so half a folder is only removed.
        await objects.removeUnder(folder).catch(() => {});
        throw error;
      }
    },
    async stat(mediaId, file) {
      if (!MEDIA_ID.test(mediaId) || !MEDIA_FILE.test(file)) return null;
      return objects.stat(keyOf(mediaId, file));
    },
    read: (mediaId, file, range) => objects.read(keyOf(mediaId, file), range),
    removeFolder: (mediaId) => objects.removeUnder(folderOf(mediaId)),
    uploadStore(expiresMs) {
      const store = new S3Store({
        partSize: PART_BYTES,
        expirationPeriodInMilliseconds: expiresMs,
        s3ClientConfig: { ...s3ClientConfig(location), bucket: location.bucket },
      });
      prefixKeys((store as unknown as { client: S3Client }).client, `${objects.prefix}videos/uploads/`);
      return store;
    },
    async readUploadHead(uploadId, length) {
      const key = uploadKey(uploadId);
      const body = key ? await objects.read(key, { start: 0, end: length - 1 }).catch(() => null) : null;
      if (!body) return Buffer.alloc(0);
      const chunks: Buffer[] = [];
      for await (const chunk of body as Readable) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).subarray(0, length);
    },
    async openUpload(uploadId) {
      const key = uploadKey(uploadId);
      if (!key) return null;
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'clubfoot-original-'));
      const done = () => fs.rm(dir, { recursive: true, force: true });
      try {
        const file = path.join(dir, 'original');
        if (await objects.download(key, file)) return { path: file, done };
      } catch (error) {
        await done();
        throw error;
      }
      await done();
      return null;
    },
    async putUpload(uploadId, localFile) {
      const key = uploadKey(uploadId);
      if (!key) throw new Error(`not an upload id: ${uploadId}`);
      await objects.putFile(key, localFile);
    },
    hasUpload: async (uploadId) => {
      const key = uploadKey(uploadId);
      return key ? (await objects.stat(key)) !== null : false;
    },
    async removeUpload(uploadId) {
      const key = uploadKey(uploadId);
      if (key) await objects.remove(key, `${key}.info`, `${key}.part`);
    },
  };
  return media;
}
