import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export const POSTGRES_TEMPLATE = 'clubfoot_test_template';

/** Migrates one template per run; each test file then gets a copy (a PGlite dump, or CREATE DATABASE ... TEMPLATE). */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE ?? 'pglite';

  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Leftover databases from an interrupted run would otherwise pile up.
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'clubfoot_test_%'",
    );
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${POSTGRES_TEMPLATE}"`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', POSTGRES_TEMPLATE);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${POSTGRES_TEMPLATE}" with (force)`);
      await cleanup.end();
    };
  }

  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  // Reach the PGlite client through a fresh handle: dump the migrated template to a file.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-pglite-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
