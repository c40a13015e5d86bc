import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { localMediaStore, localStorage, type MediaStore, type PrivateFiles, privateFiles, type Storage } from './storage';
import { s3ClientConfig, S3Objects, s3PrivateFiles, s3Storage } from './storage-s3';
import { s3MediaStore } from './storage-s3-media';
import type { StorageLocation } from './storage-url';

/** Every store of stored files, on one backend. */
export type Stores = {
  /** Public uploads, served under /uploads/. */
  storage: Storage;
  /** Members' downloads (article guides). */
  files: PrivateFiles;
  /** Videos' media and uploaded originals. */
  media: MediaStore;
};

/** One client (and its connections) per object store location, however many routes and jobs ask. */
const s3Stores = new WeakMap<StorageLocation, Stores>();

/**
 * The stores of a configuration (issue 28), the one place the backend is chosen: the local folder
 * DATA_DIR (uploads/, files/, videos/) unless STORAGE_URL names an object store. With an object store,
 * nothing another instance must read is kept on this instance's disk.
 */
export function storesOf(config: Pick<Config, 'dataDir'> & { storage?: StorageLocation }): Stores {
  const location = config.storage;
  if (!location || location.kind === 'local') {
    return {
      storage: localStorage(path.join(config.dataDir, 'uploads')),
      files: privateFiles(path.join(config.dataDir, 'files')),
      media: localMediaStore(path.join(config.dataDir, 'videos')),
    };
  }
  let stores = s3Stores.get(location);
  if (!stores) {
    const objects = new S3Objects(new S3Client(s3ClientConfig(location)), location.bucket, location.prefix);
    stores = { storage: s3Storage(objects), files: s3PrivateFiles(objects), media: s3MediaStore(objects, location) };
    s3Stores.set(location, stores);
  }
  return stores;
}
