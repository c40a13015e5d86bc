import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints as api } from '../../../shared/api/health';
import { migrationsFolder } from '../../db/client';
import { on } from '../../lib/endpoint';

type JournalEntry = { tag: string; when: number };

/** The migrations this version ships: drizzle records each applied one by its journal time (`when`) as created_at. */
function shippedMigrations(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const shipped = shippedMigrations();

  app.route({
    ...on(api.status),
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const, engine: app.dbKind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ message: 'Database unreachable' });
      }
    },
  });

  // While the load shedding refuses requests, its own 503 answers here before the handler runs
  // (server/lib/load-shedding.ts checks this route without holding a place).
  app.route({
    ...on(api.ready),
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unreachable');
        return reply.status(503).send({ message: 'Not ready: the database cannot be reached' });
      }
      let applied: Set<string>;
      try {
        const result = await app.db.execute(sql`select created_at::text as created_at from drizzle.__drizzle_migrations`);
        applied = new Set((result as unknown as { rows: { created_at: string }[] }).rows.map((row) => row.created_at));
      } catch {
        // No migrations table: none applied yet.
        applied = new Set();
      }
      // Later migrations applied by a newer instance are fine (they only add): this version's must all be there.
      const missing = shipped.filter((entry) => !applied.has(String(entry.when)));
      if (missing.length > 0) {
        return reply.status(503).send({ message: `Not ready: ${missing.length} migration(s) not applied (${missing.map((entry) => entry.tag).join(', ')})` });
      }
      return { status: 'ready' as const, engine: app.dbKind, migrations: shipped.length };
    },
  });
};
