import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { StorageLocation } from './storage-url';
import { type ByteRange, type FileInfo, PRIVATE_KEY, type PrivateFiles, type Storage, UPLOAD_NAME, UPLOADS_PREFIX } from './storage';

export type S3Location = Extract<StorageLocation, { kind: 's3' }>;

/** The SDK's settings for a location (also what the resumable upload's store builds its own client from). */
export const s3ClientConfig = (location: S3Location): S3ClientConfig => ({
  region: location.region,
  ...(location.endpoint ? { endpoint: location.endpoint } : {}),
  forcePathStyle: location.forcePathStyle,
  ...(location.credentials ? { credentials: location.credentials } : {}),
  // Checksums only where S3 requires them: a streamed upload with a checksum is sent aws-chunked, which
  // many S3-compatible stores (older MinIO, Backblaze, s3rver) store as it arrives, framing and all.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};
export const contentTypeOf = (name: string) => TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** A missing object, as the SDK reports it (HEAD answers a bare 404, GET NoSuchKey; a store may answer 416 for a range of nothing). */
export function isMissing(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The objects under one key prefix of a bucket: every store below is a few lines over these. */
export class S3Objects {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
    /** '' or ending in '/'. */
    readonly prefix: string,
  ) {}

  async put(key: string, body: Buffer | Readable, length?: number) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.prefix + key, Body: body, ContentType: contentTypeOf(key), ...(length === undefined ? {} : { ContentLength: length }) }),
    );
  }

  async putFile(key: string, file: string) {
    const { size } = await fs.stat(file);
    await this.put(key, createReadStream(file), size);
  }

  async stat(key: string): Promise<FileInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const got = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      // In Node the body is the HTTP response itself, a Readable.
      return got.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Copies an object to a local file; false when it is not there. */
  async download(key: string, file: string) {
    const body = await this.read(key);
    if (!body) return false;
    await pipeline(body, createWriteStream(file));
    return true;
  }

  async remove(...keys: string[]) {
    if (keys.length === 1) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + keys[0] }));
    else if (keys.length) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((key) => ({ Key: this.prefix + key })), Quiet: true } }));
  }

  /** The keys (without this prefix) that start with `under`. */
  async list(under: string) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + under, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(this.prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async removeUnder(under: string) {
    const keys = await this.list(under);
    // DeleteObjects takes at most 1000 keys.
    for (let i = 0; i < keys.length; i += 1000) await this.remove(...keys.slice(i, i + 1000));
  }
}

const newName = (folder: string, extension: string) => `${folder}/${randomBytes(16).toString('hex')}.${extension}`;

/** Public uploads as objects `uploads/<folder>/<hex>.<ext>`, still addressed as /uploads/… (server/app.ts serves them). */
export function s3Storage(objects: S3Objects): Storage {
  const keyOf = (name: string) => (UPLOAD_NAME.test(name) ? `uploads/${name}` : null);
  return {
    localDir: null,
    async put(folder, extension, bytes) {
      const name = newName(folder, extension);
      await objects.put(`uploads/${name}`, bytes, bytes.length);
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(url) {
      const key = url.startsWith(UPLOADS_PREFIX) ? keyOf(url.slice(UPLOADS_PREFIX.length)) : null;
      if (key) await objects.remove(key);
    },
    stat: async (name) => {
      const key = keyOf(name);
      return key ? objects.stat(key) : null;
    },
    read: async (name, range) => {
      const key = keyOf(name);
      return key ? objects.read(key, range) : null;
    },
  };
}

/** Members' downloads as objects `files/<folder>/<hex>.<ext>`; the key kept in the database stays '<folder>/<hex>.<ext>'. */
export function s3PrivateFiles(objects: S3Objects): PrivateFiles {
  const keyOf = (key: string) => (PRIVATE_KEY.test(key) ? `files/${key}` : null);
  return {
    async put(folder, extension, bytes) {
      const key = newName(folder, extension);
      await objects.put(`files/${key}`, bytes, bytes.length);
      return key;
    },
    stat: async (key) => {
      const objectKey = keyOf(key);
      return objectKey ? objects.stat(objectKey) : null;
    },
    read: async (key, range) => {
      const objectKey = keyOf(key);
      return objectKey ? objects.read(objectKey, range) : null;
    },
    async remove(key) {
      const objectKey = keyOf(key);
      if (objectKey) await objects.remove(objectKey);
    },
  };
}
