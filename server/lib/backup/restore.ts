import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedDatabaseDir, type SiteConfig } from './backup';
import { BackupError } from './errors';
import { type FileTotals, unpackFiles } from './files';
import { DATABASE_PART, FILES_PART, type Manifest, sha256OfFile } from './manifest';
import { backupName, isBackupName } from './names';
import { pgliteRowCounts, restorePglite } from './pglite-db';
import { postgresRowCounts, restorePostgres } from './postgres-db';
import { openBackupStore } from './store';
import { migrationsFolder } from '../../db/client';

const knownMigrations = () => (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

export type RestoreOptions = {
  config: SiteConfig;
  from: string;
  /** A backup's name, or 'latest' (the default). */
  backup?: string;
  /** Replace a database that holds a site already. */
  force?: boolean;
  log?: (line: string) => void;
};

export type RestoreResult = { name: string; manifest: Manifest; files: FileTotals; rows: number; tables: number; movedAside: string | null };

/**
 * Brings one backup back: fetches its parts and checks them against the manifest before anything is
 * touched, refuses a database that holds a site (unless forced), restores the database and the files,
 * and checks every table's row count against the manifest.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { config, log = () => {} } = options;
  const store = openBackupStore(options.from);
  const names = await store.list();
  const wanted = options.backup ?? 'latest';
  const name = wanted === 'latest' ? names.at(-1) : wanted;
  if (!name) throw new BackupError(`there are no backups in ${store.description}`);
  if (!isBackupName(name)) throw new BackupError(`${name} is not a backup name (they look like ${backupName(new Date())})`);
  const manifest = await store.readManifest(name);
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      `backup ${name} is of the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database; restore it with ${manifest.engine === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
    );
  }
  const known = knownMigrations();
  if (manifest.migrations > known) log(`Note: backup ${name} has ${manifest.migrations} migrations applied, this version of the site knows ${known}: run the version it was made with (${manifest.appVersion}) or newer.`);
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), `clubfoot-restore-${name}-`));
  try {
    for (const [part, expected] of Object.entries(manifest.parts)) {
      log(`Fetching ${part} (${expected.bytes} bytes)…`);
      await store.download(name, part, path.join(work, part)).catch((error: Error) => {
        throw new BackupError(`backup ${name} is missing its ${part}: ${error.message}`);
      });
      if ((await sha256OfFile(path.join(work, part))) !== expected.sha256) {
        throw new BackupError(`checksum mismatch: ${part} of backup ${name} is not what was backed up`);
      }
    }
    const databaseFile = path.join(work, DATABASE_PART[engine]);
    const force = options.force ?? false;
    log('Restoring the database…');
    const movedAside = config.databaseUrl
      ? (await restorePostgres(config.databaseUrl, databaseFile, force), null)
      : await restorePglite(embeddedDatabaseDir(config), databaseFile, force, backupName(new Date()));
    if (movedAside) log(`The database that was there is in ${movedAside}.`);
    log('Restoring the stored files…');
    const files = await unpackFiles(config.storage, config.dataDir, path.join(work, FILES_PART), work);
    const counts = config.databaseUrl ? await postgresRowCounts(config.databaseUrl) : await pgliteRowCounts(embeddedDatabaseDir(config));
    const wrong = Object.entries(manifest.tables).filter(([table, rows]) => counts[table] !== rows);
    if (wrong.length) {
      const [table, rows] = wrong[0]!;
      throw new BackupError(`restored, but ${wrong.length} tables' row counts differ from the backup's (${table}: ${counts[table] ?? 'missing'}, expected ${rows})`);
    }
    if (files.count !== manifest.files.count) throw new BackupError(`restored ${files.count} files, but the backup holds ${manifest.files.count}`);
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    return { name, manifest, files, rows, tables: Object.keys(manifest.tables).length, movedAside };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
