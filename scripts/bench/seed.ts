import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase } from '../../server/db/index';
import { seedDemoContent } from '../../server/seed/seed';
import { mediaStoreOf } from '../../server/features/videos/media';
import { registerCleanup } from './cleanup';

/** seedDemoContent's scale for a bench --scale (scale 1 there is 400 analytics sessions). */
export const SEED_SCALE_PER_BENCH_SCALE = 50;

export type SeedReport = { seconds: number; rows: number; tables: number };

async function countRows(database: Database) {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((row) => String(row.table_name));
  let rows = 0;
  for (const table of tables) {
    const [first] = rowsOf(await database.db.execute(sql.raw(`select count(*)::int as n from "${table.replace(/"/g, '""')}"`)));
    rows += Number(first?.n ?? 0);
  }
  return { rows, tables: tables.length };
}

/**
 * Migrates and fills a fresh database with the generated demo content, then closes it. The demo videos
 * (drawn and encoded: over a minute on a busy machine) only when `videos`: a run of a few rows may not need them.
 */
export async function seedDatabase(options: DatabaseOptions, benchScale: number, dataDir: string, videos = true): Promise<SeedReport> {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    await database.migrate();
    // The demo videos too (the server reads their media from the same DATA_DIR).
    const media = videos ? mediaStoreOf({ dataDir }) : undefined;
    const seeded = await seedDemoContent(database.db, { scale: SEED_SCALE_PER_BENCH_SCALE * benchScale, media });
    if (!seeded) throw new Error('the fresh database was already seeded');
    const seconds = (performance.now() - started) / 1000;
    return { seconds, ...(await countRows(database)) };
  } finally {
    // PGlite holds a lock on its folder: it must be closed before the server opens it.
    await database.close();
  }
}

export type BenchPostgresDatabase = { name: string; url: string; drop(): Promise<void> };

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates clubfoot_bench_<random> on the server at `serverUrl`; dropped at clean-up. */
export async function createPostgresDatabase(serverUrl: string): Promise<BenchPostgresDatabase> {
  const name = `clubfoot_bench_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const drop = registerCleanup(`drop database ${name}`, async () => {
    await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop };
}

/** The URL without its password, for printing. */
export function redactUrl(raw: string) {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable URL)';
  }
}
