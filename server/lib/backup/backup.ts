import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config';
import { BackupError } from './errors';
import { packFiles } from './files';
import { DATABASE_PART, describePart, FILES_PART, type Manifest, MANIFEST_FILE } from './manifest';
import { backupName } from './names';
import { dumpPglite } from './pglite-db';
import { dumpPostgres } from './postgres-db';
import { backupsToDelete, DEFAULT_RETENTION, type RetentionRule } from './retention';
import { openBackupStore } from './store';
import { migrationCount } from './tables';

export type SiteConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'storage'>;

export type BackupOptions = {
  config: SiteConfig;
  /** A folder or `s3://bucket/prefix?…` (see defaultBackupLocation). */
  to: string;
  /** The backup's time, hence its name (tests give made-up ones). */
  now?: Date;
  retention?: RetentionRule;
  /** Embedded engine only: back up although postmaster.pid is there and whether a process holds the folder cannot be seen. */
  force?: boolean;
  log?: (line: string) => void;
};

export type BackupResult = { name: string; location: string; manifest: Manifest; deleted: string[] };

/** BACKUP_TO, else a `backups` folder beside DATA_DIR (not inside it: a copy of the data should not sit in the data). */
export const defaultBackupLocation = (config: Pick<Config, 'dataDir'>, env: NodeJS.ProcessEnv = process.env) =>
  env.BACKUP_TO || path.join(config.dataDir, '..', 'backups');

export const embeddedDatabaseDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'db');

const appVersion = () => {
  const file = fileURLToPath(new URL('../../../package.json', import.meta.url));
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
};

/**
 * One backup: the database (a consistent snapshot), then the stored files, then the manifest with
 * each part's checksum; whole only once published. Then the retention rule, which never deletes the
 * backup just made.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { config, log = () => {} } = options;
  const store = openBackupStore(options.to);
  const now = options.now ?? new Date();
  const name = backupName(now);
  if ((await store.list()).includes(name)) throw new BackupError(`a backup named ${name} is already in ${store.description}`);
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  const folder = await store.begin(name);
  try {
    const databaseFile = path.join(folder, DATABASE_PART[engine]);
    log(`Dumping the ${engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database…`);
    const tables = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, databaseFile)
      : await dumpPglite(embeddedDatabaseDir(config), databaseFile, options.force ?? false);
    log(`Copying the stored files (${config.storage.kind === 's3' ? `s3://${config.storage.bucket}/${config.storage.prefix}` : config.dataDir})…`);
    const files = await packFiles(config.storage, config.dataDir, path.join(folder, FILES_PART), folder);
    const manifest: Manifest = {
      format: 1,
      name,
      createdAt: now.toISOString(),
      engine,
      appVersion: appVersion(),
      migrations: migrationCount(tables),
      tables,
      files,
      parts: {
        [DATABASE_PART[engine]]: await describePart(databaseFile),
        [FILES_PART]: await describePart(path.join(folder, FILES_PART)),
      },
    };
    await fs.promises.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await store.publish(name, folder);
    const deleted = backupsToDelete(await store.list(), options.retention ?? DEFAULT_RETENTION, name);
    for (const old of deleted) await store.remove(old);
    return { name, location: store.description, manifest, deleted };
  } catch (error) {
    await store.abandon(folder).catch(() => {});
    throw error;
  }
}
