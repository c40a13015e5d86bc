import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { POSTGRES_POOL_SIZE } from '../config';

/** The one database type every feature sees; it does not know which engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A transaction (what `db.transaction` hands its callback). A step that must commit or roll back with
 * its caller's other writes (a notice, a queued e-mail) takes this, so it cannot be called outside one.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Hears `NOTIFY channel` from every connection to the database (every server instance). */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  /** Called after a lost listening connection came back: notifications in between were missed. */
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  listen: Listen;
};

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on a connection of its own (a pooled connection would drop it): reconnects with a growing
 * pause when the connection is lost, and says so, so the caller can tell its clients to catch up.
 */
function listenOnPostgres(url: string): Listen {
  return async (channel, onPayload, onReconnect) => {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
    let stopped = false;
    let client: pg.Client | null = null;
    let retryMs = 250;
    let timer: NodeJS.Timeout | null = null;
    const connect = async (isRetry: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (note) => {
        if (note.channel === channel) onPayload(note.payload ?? '');
      });
      next.on('error', () => {});
      next.on('end', () => {
        if (stopped || client !== next) return;
        client = null;
        schedule();
      });
      client = next;
      try {
        await next.connect();
        await next.query(`listen ${channel}`);
        retryMs = 250;
        if (isRetry) onReconnect?.();
      } catch (error) {
        client = null;
        await next.end().catch(() => {});
        if (!isRetry) throw error;
        schedule();
      }
    };
    const schedule = () => {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void connect(true);
      }, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    };
    await connect(false);
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    };
  };
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Counts SQL statements per request when a store is active (see withQueryCounter). */
const queryCounter = new AsyncLocalStorage<{ count: number }>();
const countingLogger: Logger = {
  logQuery() {
    const store = queryCounter.getStore();
    if (store) store.count += 1;
  },
};

export function runWithQueryCounter<T>(store: { count: number }, fn: () => T): T {
  return queryCounter.run(store, fn);
}

export function queryCountStore() {
  return queryCounter.getStore();
}

/** Any number fixed for the project: the advisory lock every instance takes to migrate. */
const MIGRATION_LOCK = 728_311_406;

/**
 * Instances started together (a rolling deploy, a compose file's two apps) would each apply the same
 * migration: one would fail half-way on "already exists". Each waits for a session-level advisory lock
 * instead, so one migrates and the others find nothing left to apply.
 */
async function migrateOnPostgres(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? POSTGRES_POOL_SIZE });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db: Db = drizzleNodePg({ client: pool, schema, logger: countingLogger });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateOnPostgres(pool),
      close: () => pool.end(),
      listen: listenOnPostgres(options.url),
    };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    relaxedDurability: false,
    // Extensions must be loaded every time the database is opened (the migrations create pg_trgm and unaccent).
    extensions: { pg_trgm, unaccent },
  });
  const db: Db = drizzlePglite({ client, schema, logger: countingLogger });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: () => client.close(),
    // One process, one database: the same NOTIFY reaches the listener in-process.
    listen: async (channel, onPayload) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

export function databaseOptionsFromConfig(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}
