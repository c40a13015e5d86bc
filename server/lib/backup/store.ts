import path from 'node:path';
import { parseStorageUrl } from '../storage-url';
import { BackupError } from './errors';
import { localBackupStore } from './local-store';
import type { Manifest } from './manifest';
import type { S3Location } from './s3';
import { s3BackupStore } from './s3-store';

/**
 * Where backups are kept: a folder, or a bucket and prefix. A backup is whole once its manifest is
 * there; a half-written one is never listed.
 */
export type BackupStore = {
  description: string;
  /** Names of the whole backups, oldest first. */
  list(): Promise<string[]>;
  readManifest(name: string): Promise<Manifest>;
  /** Copies one part of a backup into a local file. */
  download(name: string, part: string, file: string): Promise<void>;
  /** A local folder to write a new backup's parts and manifest into before `publish`. */
  begin(name: string): Promise<string>;
  /** Makes the backup written in `folder` whole (the manifest last, or one rename). */
  publish(name: string, folder: string): Promise<void>;
  /** Drops a folder from `begin` after a failure. */
  abandon(folder: string): Promise<void>;
  remove(name: string): Promise<void>;
};

/** A folder path, or `s3://[KEY:SECRET@]bucket/prefix?endpoint=…&region=…` as for STORAGE_URL. */
export function openBackupStore(location: string): BackupStore {
  if (location.startsWith('s3://')) {
    try {
      return s3BackupStore(parseStorageUrl(location) as S3Location);
    } catch (error) {
      throw new BackupError((error as Error).message.replace(/^STORAGE_URL/, 'backup location'));
    }
  }
  return localBackupStore(path.resolve(location));
}
