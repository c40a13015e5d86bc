import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';

/** A stored file's size and when it was written. */
export type FileInfo = { size: number; modified: Date };
/** Bytes start..end, both included. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: the local folder by default, or an object store (server/lib/storage-s3.ts,
 * chosen by STORAGE_URL in server/lib/stores.ts). Names under /uploads/ look like 'avatars/<hex>.webp'.
 */
export type Storage = {
  /** Stores the bytes and answers the public URL path. */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Removes a file this storage handed out; anything else is ignored. */
  remove(url: string): Promise<void>;
  /** An upload's size by its name under /uploads/; null when it is missing or is no name this store makes. */
  stat(name: string): Promise<FileInfo | null>;
  /** Its bytes, all or a range; null when it is missing. */
  read(name: string, range?: ByteRange): Promise<Readable | null>;
  /** The folder the uploads are in (served from there as static files), or null for an object store. */
  localDir: string | null;
};

export const UPLOADS_PREFIX = '/uploads/';
/** Every name put() makes (the only ones served or removed). */
export const UPLOAD_NAME = /^[a-z-]+\/[0-9a-f]{32}\.[a-z]+$/;

/** A file's size and time, or null when it is not a file there. */
async function statFile(file: string): Promise<FileInfo | null> {
  const info = await fs.stat(file).catch(() => null);
  return info?.isFile() ? { size: info.size, modified: info.mtime } : null;
}

/** A file's bytes, or null when it cannot be opened (opened first, so a missing file is told apart from a stream's error). */
async function readFile(file: string, range?: ByteRange): Promise<Readable | null> {
  const handle = await fs.open(file, 'r').catch(() => null);
  return handle ? handle.createReadStream(range) : null;
}

export function localStorage(root: string): Storage {
  const fileOf = (name: string) => (UPLOAD_NAME.test(name) ? path.join(root, name) : null);
  return {
    localDir: root,
    stat: async (name) => {
      const file = fileOf(name);
      return file ? statFile(file) : null;
    },
    read: async (name, range) => {
      const file = fileOf(name);
      return file ? readFile(file, range) : null;
    },
    async put(folder, extension, bytes) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, folder, name), bytes);
      return `${UPLOADS_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      const file = fileOf(url.slice(UPLOADS_PREFIX.length));
      if (file) await fs.rm(file, { force: true });
    },
  };
}

/** Files only the server hands out (members' downloads): never under a public URL. Keys look like 'guides/<hex>.pdf'. */
export type PrivateFiles = {
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** The file's size, or null when it is missing or the key is one this store never makes. */
  stat(key: string): Promise<FileInfo | null>;
  /** Its bytes, all or a range; null when it is missing. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  remove(key: string): Promise<void>;
};

export const PRIVATE_KEY = UPLOAD_NAME;

export function privateFiles(root: string): PrivateFiles {
  const pathOf = (key: string) => (PRIVATE_KEY.test(key) ? path.join(root, key) : null);
  return {
    async put(folder, extension, bytes) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, key), bytes);
      return key;
    },
    stat: async (key) => {
      const file = pathOf(key);
      return file ? statFile(file) : null;
    },
    read: async (key, range) => {
      const file = pathOf(key);
      return file ? readFile(file, range) : null;
    },
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
 * upload's store. The local folder's version is here, an object store's in server/lib/storage-s3-media.ts.
 */
export type MediaStore = {
  /** A new folder id. */
  newFolderId(): string;
  /** Copies every file of a local folder (no subfolders) into the media folder `mediaId`. */
  putFolder(mediaId: string, localDir: string): Promise<void>;
  /** A file's size, or null when it is not there. */
  stat(mediaId: string, file: string): Promise<FileInfo | null>;
  /** The bytes of a file, or of the range start..end (inclusive); null when it is missing. */
  read(mediaId: string, file: string, range?: ByteRange): Promise<Readable | null>;
  removeFolder(mediaId: string): Promise<void>;
  /** The resumable upload's store (tus): unfinished uploads expire after `expiresMs`. An object store gives its own here. */
  uploadStore(expiresMs: number): DataStore;
  /** The first `length` bytes of an uploaded original (what decides its type). */
  readUploadHead(uploadId: string, length: number): Promise<Buffer>;
  /**
   * An uploaded original as a local file, for ffmpeg to read, or null when it is not there; `done()`
   * when finished with it (an object store's copy is a temporary file, removed then).
   */
  openUpload(uploadId: string): Promise<{ path: string; done(): Promise<void> } | null>;
  /** Places a local file as the uploaded original `uploadId` (the demo videos, tests). */
  putUpload(uploadId: string, localFile: string): Promise<void>;
  /** Whether an uploaded original's bytes are there. */
  hasUpload(uploadId: string): Promise<boolean>;
  removeUpload(uploadId: string): Promise<void>;
};

export const MEDIA_ID = /^[0-9a-f]{32}$/;
export const MEDIA_FILE = /^[a-z0-9_-]{1,40}\.(m3u8|ts|mp4|jpg|vtt)$/;

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
        return await statFile(fileOf(mediaId, file));
      } catch {
        return null;
      }
    },
    read: async (mediaId, file, range) => readFile(fileOf(mediaId, file), range),
    async removeFolder(mediaId) {
      await fs.rm(folderOf(mediaId), { recursive: true, force: true });
    },
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
    async openUpload(uploadId) {
      if (!MEDIA_ID.test(uploadId)) return null;
      const file = path.join(uploadsDir, uploadId);
      return (await statFile(file)) ? { path: file, done: async () => {} } : null;
    },
    async putUpload(uploadId, localFile) {
      if (!MEDIA_ID.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
      await fs.mkdir(uploadsDir, { recursive: true });
      await fs.copyFile(localFile, path.join(uploadsDir, uploadId));
    },
    hasUpload: async (uploadId) => MEDIA_ID.test(uploadId) && (await statFile(path.join(uploadsDir, uploadId))) !== null,
    async removeUpload(uploadId) {
      if (!MEDIA_ID.test(uploadId)) return;
      await fs.rm(path.join(uploadsDir, uploadId), { force: true });
      await fs.rm(path.join(uploadsDir, `${uploadId}.json`), { force: true });
    },
  };
}
