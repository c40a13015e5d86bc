import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
