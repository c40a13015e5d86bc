import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { BackupError } from './errors';

export const MANIFEST_FILE = 'manifest.json';
/** The database part: pg_dump's custom format, or PGlite's gzipped tarball of its data folder. */
export const DATABASE_PART = { postgres: 'database.pgdump', pglite: 'database.tar.gz' } as const;
/** The stored files (uploads/, files/, videos/) as one tar archive. */
export const FILES_PART = 'files.tar';

const manifestSchema = z.object({
  format: z.literal(1),
  name: z.string(),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  appVersion: z.string(),
  /** Migrations applied to the backed-up database (rows of drizzle.__drizzle_migrations). */
  migrations: z.number().int(),
  /** Row count of every table, as `schema.table`, taken in the same snapshot as the dump. */
  tables: z.record(z.string(), z.number().int()),
  files: z.object({ count: z.number().int(), bytes: z.number().int() }),
  /** Each part's size and SHA-256, checked before a restore touches anything. */
  // Plain file names only: a part name becomes a path when the backup is fetched.
  parts: z.record(z.string().regex(/^[a-z][a-z.]*$/), z.object({ bytes: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function parseManifest(text: string, where: string): Manifest {
  try {
    return manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupError(`${where} is not a backup manifest this version understands`);
  }
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export async function describePart(file: string): Promise<{ bytes: number; sha256: string }> {
  return { bytes: (await fs.promises.stat(file)).size, sha256: await sha256OfFile(file) };
}
