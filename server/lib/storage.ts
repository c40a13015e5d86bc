import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';

/** Where uploaded files live. A local folder by default; the interface allows an object store later. */
export type Storage = {
  /** Stores the bytes and answers the public URL path. */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Removes a file this storage handed out; anything else is ignored. */
  remove(url: string): Promise<void>;
};

export const UPLOADS_PREFIX = '/uploads/';

export function localStorage(root: string): Storage {
  return {
    async put(folder, extension, bytes) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, folder, name), bytes);
      return `${UPLOADS_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      const relative = url.slice(UPLOADS_PREFIX.length);
      if (!/^[a-z-]+\/[0-9a-f]{32}\.[a-z]+$/.test(relative)) return;
      await fs.rm(path.join(root, relative), { force: true });
    },
  };
}

/** Files only the server hands out (members' downloads): never under a public URL. Keys look like 'guides/<hex>.pdf'. */
export type PrivateFiles = {
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** The file's path on disk, or null for a key this store never made. */
  pathOf(key: string): string | null;
  remove(key: string): Promise<void>;
};

const PRIVATE_KEY = /^[a-z-]+\/[0-9a-f]{32}\.[a-z]+$/;

export function privateFiles(root: string): PrivateFiles {
  const pathOf = (key: string) => (PRIVATE_KEY.test(key) ? path.join(root, key) : null);
  return {
    async put(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, key), bytes);
      return key;
    },
    pathOf,
    async remove(key) {
      const file = pathOf(key);
      if (file) await fs.rm(file, { force: true });
    },
  };
}

/**
 * Videos' media (issue 19): each processing writes a new folder (32 hex) of playlists, segments, an
 * MP4, a poster and thumbnails, never changed afterwards, so the files can be cached for good; the
 * server hands them out after checking who asks. Uploaded originals arrive through the resumable
 * upload's store. Everything that touches the disk is here, so an object store can replace it.
 */
export type MediaStore = {
  /** A new folder id. */
  newFolderId(): string;
  /** Copies every file of a local folder (no subfolders) into the media folder `mediaId`. */
  putFolder(mediaId: string, localDir: string): Promise<void>;
  /** A file's size, or null when it is not there. */
  stat(mediaId: string, file: string): Promise<{ size: number } | null>;
  /** The bytes of a file, or of the range start..end (inclusive). */
  read(mediaId: string, file: string, range?: { start: number; end: number }): NodeJS.ReadableStream;
  removeFolder(mediaId: string): Promise<void>;
  /** Where the resumable upload keeps the bytes as they arrive (the tus store's folder). */
  uploadsDir: string;
  /** The resumable upload's store (tus): unfinished uploads expire after `expiresMs`. An object store gives its own here. */
  uploadStore(expiresMs: number): DataStore;
  /** The first `length` bytes of an uploaded original (what decides its type). */
  readUploadHead(uploadId: string, length: number): Promise<Buffer>;
  /** A local path of an uploaded original, for ffmpeg to read. */
  uploadPath(uploadId: string): string | null;
  removeUpload(uploadId: string): Promise<void>;
};

const MEDIA_ID = /^[0-9a-f]{32}$/;
const MEDIA_FILE = /^[a-z0-9_-]{1,40}\.(m3u8|ts|mp4|jpg|vtt)$/;

export function localMediaStore(root: string): MediaStore {
  const folderOf = (mediaId: string) => {
    if (!MEDIA_ID.test(mediaId)) throw new Error(`not a media folder: ${mediaId}`);
    return path.join(root, 'media', mediaId);
  };
  const fileOf = (mediaId: string, file: string) => {
    if (!MEDIA_FILE.test(file)) throw new Error(`not a media file: ${file}`);
    return path.join(folderOf(mediaId), file);
  };
  const uploadsDir = path.join(root, 'uploads');
  return {
    newFolderId: () => randomBytes(16).toString('hex'),
    async putFolder(mediaId, localDir) {
      const target = folderOf(mediaId);
      const staging = `${target}.partial`;
      await fs.rm(staging, { recursive: true, force: true });
      try {
        await fs.mkdir(staging, { recursive: true });
        for (const name of await fs.readdir(localDir)) await fs.copyFile(path.join(localDir, name), path.join(staging, name));
        // Whole or not at all: a reader never sees half a folder.
        await fs.rename(staging, target);
      } catch (error) {
        await fs.rm(staging, { recursive: true, force: true });
        throw error;
      }
    },
    async stat(mediaId, file) {
      try {
        const info = await fs.stat(fileOf(mediaId, file));
        return info.isFile() ? { size: info.size } : null;
      } catch {
        return null;
      }
    },
    read(mediaId, file, range) {
      return createReadStream(fileOf(mediaId, file), range);
    },
    async removeFolder(mediaId) {
      await fs.rm(folderOf(mediaId), { recursive: true, force: true });
    },
    uploadsDir,
    uploadStore: (expiresMs) => new FileStore({ directory: uploadsDir, expirationPeriodInMilliseconds: expiresMs }),
    async readUploadHead(uploadId, length) {
      const head = Buffer.alloc(length);
      if (!MEDIA_ID.test(uploadId)) return head.subarray(0, 0);
      const file = await fs.open(path.join(uploadsDir, uploadId), 'r');
      try {
        const { bytesRead } = await file.read(head, 0, length, 0);
        return head.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    uploadPath: (uploadId) => (MEDIA_ID.test(uploadId) ? path.join(uploadsDir, uploadId) : null),
    async removeUpload(uploadId) {
      if (!MEDIA_ID.test(uploadId)) return;
      await fs.rm(path.join(uploadsDir, uploadId), { force: true });
      await fs.rm(path.join(uploadsDir, `${uploadId}.json`), { force: true });
    },
  };
}
