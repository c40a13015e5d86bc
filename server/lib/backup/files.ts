import fs from 'node:fs';
import path from 'node:path';
import type { StorageLocation } from '../storage-url';
import { downloadFile, listKeys, s3ClientOf, uploadFile } from './s3';
import { runTool } from './run';

/** The stored files' three trees: under DATA_DIR on the local backend, under the prefix in a bucket. */
export const FILE_TREES = ['uploads', 'files', 'videos'] as const;

export type FileTotals = { count: number; bytes: number };

/** Regular files under `root`'s trees, as paths relative to `root`, with their sizes (symbolic links are not followed). */
async function walkTrees(root: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  const walk = async (relative: string) => {
    const entries = await fs.promises.readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.set(child, (await fs.promises.stat(path.join(root, child)).catch(() => ({ size: 0 }))).size);
    }
  };
  for (const tree of FILE_TREES) await walk(tree);
  return files;
}

/** The files in an archive (it holds no folder entries). */
async function listArchive(archive: string): Promise<string[]> {
  const out = await runTool('tar', ['--list', '--quoting-style=literal', `--file=${archive}`]);
  return out.split('\n').filter((line) => line && !line.endsWith('/'));
}

/** Tars exactly `files` (relative to `root`) into `archive`. */
async function tarFiles(root: string, files: string[], archive: string) {
  const list = `${archive}.list`;
  await fs.promises.writeFile(list, files.map((file) => `${file}\0`).join(''));
  try {
    // A file deleted since the walk is left out; exit code 1: one changed while read (an upload still arriving).
    const args = ['--create', `--file=${archive}`, `--directory=${root}`, '--ignore-failed-read', '--null', '--no-recursion', `--files-from=${list}`];
    await runTool('tar', args, { okCodes: [1] });
  } finally {
    await fs.promises.rm(list, { force: true });
  }
}

/**
 * Writes the stored files into `archive` (a tar of uploads/, files/ and videos/). From a bucket, the
 * objects are first copied into `workDir`.
 */
export async function packFiles(storage: StorageLocation, dataDir: string, archive: string, workDir: string): Promise<FileTotals> {
  let root = dataDir;
  if (storage.kind === 's3') {
    root = path.join(workDir, 'files-from-bucket');
    const client = s3ClientOf(storage);
    for (const tree of FILE_TREES) {
      for (const { key } of await listKeys(client, storage.bucket, `${storage.prefix}${tree}/`)) {
        // Folder markers, and keys that would land outside the copy (`..` segments), are no stored files.
        if (key.endsWith('/') || key.split('/').includes('..')) continue;
        await downloadFile(client, storage.bucket, key, path.join(root, key.slice(storage.prefix.length)));
      }
    }
  }
  const files = await walkTrees(root);
  await tarFiles(root, [...files.keys()].sort(), archive);
  if (storage.kind === 's3') await fs.promises.rm(root, { recursive: true, force: true });
  const packed = await listArchive(archive);
  return { count: packed.length, bytes: packed.reduce((sum, file) => sum + (files.get(file) ?? 0), 0) };
}

/** Puts the archive's files into the configured storage (files already there with other names stay). */
export async function unpackFiles(storage: StorageLocation, dataDir: string, archive: string, workDir: string): Promise<FileTotals> {
  const root = storage.kind === 's3' ? path.join(workDir, 'files-to-bucket') : dataDir;
  await fs.promises.mkdir(root, { recursive: true });
  await runTool('tar', ['--extract', `--file=${archive}`, `--directory=${root}`, '--no-same-owner']);
  const listed = await listArchive(archive);
  let bytes = 0;
  for (const file of listed) bytes += (await fs.promises.stat(path.join(root, file))).size;
  if (storage.kind === 's3') {
    const client = s3ClientOf(storage);
    for (const file of listed) await uploadFile(client, storage.bucket, `${storage.prefix}${file}`, path.join(root, file));
    await fs.promises.rm(root, { recursive: true, force: true });
  }
  return { count: listed.length, bytes };
}
