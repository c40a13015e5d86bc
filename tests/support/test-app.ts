import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db';
import type { MailMessage } from '../../server/lib/mail';

export const engine = (process.env.TEST_DB_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh database for one test file, copied from the run's migrated template. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    // Named after the run's template (see global-setup.ts), so leftovers of a crashed run can be told apart.
    const name = `${inject('postgresTemplate').replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 4 });
    return {
      ...database,
      url: dbUrl.toString(),
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists "${name}" with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CLIENT_DIST: '/nonexistent-client-dist',
      // Mail outbox and any other local files of a test stay out of the project's ./data.
      // Under the run's temp folder (removed after the run), one per test process as before.
      DATA_DIR: path.join(inject('testDataRoot'), `process-${process.pid}`),
      PUBLIC_URL: 'http://clubfoot.test',
      // A test's own bursts must not be shed; tests/api/load-shedding.test.ts turns it on with its limits.
      LOAD_SHEDDING: 'off',
      // Figures tests feed page views and read the figures at once.
      ANALYTICS_REFRESH_SECONDS: '0',
    }),
    ...overrides,
  };
}

/** The real app on a fresh database; call `app.close()` in afterAll (it also drops the database). */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  await app.ready();
  return app;
}

/** The real app on a fresh database, its e-mails kept in `sent` instead of sent. */
export async function createTestAppWithOutbox(overrides: Partial<Config> = {}) {
  const sent: MailMessage[] = [];
  const app = await buildApp({
    config: testConfig(overrides),
    database: await openTestDatabase(),
    logger: false,
    mailer: { send: async (message) => void sent.push(message), close: () => {} },
  });
  await app.ready();
  return { app, sent };
}

/**
 * Two server instances on one database, as behind a load balancer. On PostgreSQL each has its own
 * connection pool and LISTEN connection; on PGlite (one process) they share the embedded database.
 * Close `second` before `first` (the first drops the database).
 */
export async function createTestAppPair(overrides: Partial<Config> = {}) {
  const database = await openTestDatabase();
  const first = await buildApp({ config: testConfig(overrides), database, logger: false });
  await first.ready();
  const secondDatabase: Database = database.url
    ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 })
    : { ...database, close: async () => {} };
  const second = await buildApp({ config: testConfig(overrides), database: secondDatabase, logger: false });
  await second.ready();
  return { first, second };
}
