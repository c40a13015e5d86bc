import { randomBytes } from 'node:crypto';
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
    /** This run's temp folder; each test process keeps its local files (mail outbox...) under it. */
    testDataRoot: string;
  }
}

/**
 * Every PostgreSQL database a run makes is named `clubfoot_run_p<pid>_<random>_...` (the template,
 * and each test file's copy): two runs at once never touch each other's databases, and a run can tell
 * which leftovers belong to a process that has gone.
 */
const RUN_DATABASE = /^clubfoot_run_p(\d+)_/;
export const runDatabasePrefix = () => `clubfoot_run_p${process.pid}_${randomBytes(3).toString('hex')}`;

/** True when the process that made `datname` is gone (so is its run); only knowable for a server on this machine. */
function isLeftover(datname: string, url: string) {
  const pid = RUN_DATABASE.exec(datname)?.[1];
  if (!pid || !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Migrates one template per run; each test file then gets a copy (a PGlite dump, or CREATE DATABASE ... TEMPLATE). */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE ?? 'pglite';
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-test-'));
  project.provide('testDataRoot', dataRoot);
  const removeDataRoot = () => fs.rmSync(dataRoot, { recursive: true, force: true });

  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Leftover databases from an interrupted run would otherwise pile up; a running run's are kept.
    const runs = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'clubfoot\\_run\\_p%'");
    for (const { datname } of runs.rows) {
      if (isLeftover(datname, url)) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    const template = `${runDatabasePrefix()}_template`;
    await admin.query(`create database "${template}"`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${template}" with (force)`);
      await cleanup.end();
      removeDataRoot();
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
  return () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    removeDataRoot();
  };
}
