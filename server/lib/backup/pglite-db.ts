import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../db/client';
import { BackupError } from './errors';
import { assertNotOpen } from './pglite-in-use';
import { holdsASite, type Query, tableRowCounts } from './tables';

type Opened = { query: Query; client: PGlite; close(): Promise<void> };

async function openPglite(dbDir: string, loadDataDir?: Blob): Promise<Opened> {
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir, ...(loadDataDir ? { loadDataDir } : {}) });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return { client, query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows, close: () => database.close() };
}

const isEmptyFolder = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

export async function pgliteRowCounts(dbDir: string) {
  const db = await openPglite(dbDir);
  try {
    return await tableRowCounts(db.query);
  } finally {
    await db.close();
  }
}

/** PGlite's own dump of its folder (a gzipped tarball), taken through the database with no server on it. */
export async function dumpPglite(dbDir: string, file: string, force: boolean): Promise<Record<string, number>> {
  if (isEmptyFolder(dbDir)) throw new BackupError(`there is no embedded database in ${dbDir}`);
  assertNotOpen(dbDir, force);
  const db = await openPglite(dbDir);
  try {
    const tables = await tableRowCounts(db.query);
    const dump = await db.client.dumpDataDir('gzip');
    await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return tables;
  } finally {
    await db.close();
  }
}

/**
 * Unpacks a dump into `dbDir`, which must be missing or empty, or hold a database with no users
 * (one a server start made): that one, or with `force` any, is moved aside to `<dbDir>.replaced-<stamp>`.
 */
export async function restorePglite(dbDir: string, file: string, force: boolean, stamp: string): Promise<string | null> {
  let movedTo: string | null = null;
  if (!isEmptyFolder(dbDir)) {
    assertNotOpen(dbDir, force);
    const existing = await openPglite(dbDir);
    const { users } = await holdsASite(existing.query).finally(() => existing.close());
    if (users > 0 && !force) {
      throw new BackupError(`the target database ${dbDir} is not empty (${users} users): restore into an empty data folder, or pass --force to replace it`);
    }
    movedTo = `${dbDir}.replaced-${stamp}`;
    await fs.promises.rename(dbDir, movedTo);
  }
  const db = await openPglite(dbDir, new Blob([await fs.promises.readFile(file)]));
  await db.close();
  return movedTo;
}
