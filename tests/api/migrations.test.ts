import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrationsFolder, openDatabase } from '../../server/db/client';
import { engine } from '../support/test-app';

/*
 * Issue 28: instances of one release start together on an empty PostgreSQL database (a compose file's
 * two apps, a rolling deploy): each applies the migrations, and none fails on another's half-done work.
 */

describe.skipIf(engine !== 'postgres')('migrating from several instances at once (PostgreSQL)', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `${inject('postgresTemplate').replace(/_template$/, '')}_migrate_${randomBytes(4).toString('hex')}`;
  const dbUrl = new URL(url ?? 'postgres://unused/x');
  dbUrl.pathname = `/${name}`;

  async function admin<T>(run: (client: pg.Client) => Promise<T>) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  afterAll(() => admin((client) => client.query(`drop database if exists "${name}" with (force)`)));

  it('three instances migrating an empty database at once all start, and every migration is applied once', async () => {
    await admin((client) => client.query(`create database "${name}"`));
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 2 })));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await admin(async () => {
        const client = new pg.Client({ connectionString: dbUrl.toString() });
        await client.connect();
        try {
          return (await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations')).rows[0]!.count;
        } finally {
          await client.end();
        }
      });
      expect(Number(applied)).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
