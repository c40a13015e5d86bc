import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { BackupError } from './errors';
import { MANIFEST_FILE, parseManifest } from './manifest';
import { isBackupName } from './names';
import { deleteKeys, downloadFile, listKeys, s3ClientOf, type S3Location, uploadFile } from './s3';
import type { BackupStore } from './store';

/**
 * Backups in a bucket under `prefix<name>/`. A new one is written to a local temp folder, its parts
 * uploaded, and its manifest last: a backup whose upload was cut short has no manifest and is not listed.
 */
export function s3BackupStore(location: S3Location): BackupStore {
  const client = s3ClientOf(location);
  const { bucket, prefix } = location;
  const description = `s3://${bucket}/${prefix}`;
  return {
    description,
    async list() {
      const keys = await listKeys(client, bucket, prefix);
      const names = keys
        .map(({ key }) => key.slice(prefix.length).split('/'))
        .filter((parts) => parts.length === 2 && parts[1] === MANIFEST_FILE && isBackupName(parts[0]!))
        .map((parts) => parts[0]!);
      return names.sort();
    },
    async readManifest(name) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${name}/${MANIFEST_FILE}` })).catch((error: Error) => {
        if (error.name === 'NoSuchKey' || error.name === 'NotFound') return null;
        throw error;
      });
      if (!object?.Body) throw new BackupError(`no backup ${name} in ${description}`);
      return parseManifest(await object.Body.transformToString(), `${description}${name}/${MANIFEST_FILE}`);
    },
    async download(name, part, file) {
      await downloadFile(client, bucket, `${prefix}${name}/${part}`, file);
    },
    async begin(name) {
      return fs.promises.mkdtemp(path.join(os.tmpdir(), `clubfoot-backup-${name}-`));
    },
    async publish(name, folder) {
      if ((await this.list()).includes(name)) throw new BackupError(`a backup named ${name} is already in ${description}`);
      const parts = (await fs.promises.readdir(folder)).filter((file) => file !== MANIFEST_FILE);
      for (const part of parts) await uploadFile(client, bucket, `${prefix}${name}/${part}`, path.join(folder, part));
      await uploadFile(client, bucket, `${prefix}${name}/${MANIFEST_FILE}`, path.join(folder, MANIFEST_FILE));
      await fs.promises.rm(folder, { recursive: true, force: true });
    },
    async abandon(folder) {
      await fs.promises.rm(folder, { recursive: true, force: true });
    },
    async remove(name) {
      // The manifest first: a deletion cut short leaves objects no longer taken for a backup.
      await deleteKeys(client, bucket, [`${prefix}${name}/${MANIFEST_FILE}`]);
      const rest = await listKeys(client, bucket, `${prefix}${name}/`);
      await deleteKeys(client, bucket, rest.map(({ key }) => key));
    },
  };
}
