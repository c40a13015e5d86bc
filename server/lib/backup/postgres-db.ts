import pg from 'pg';
import { BackupError } from './errors';
import { postgresToolTarget, runTool } from './run';
import { holdsASite, type Query, tableRowCounts } from './tables';

async function withClient<T>(url: string, use: (query: Query, client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`cannot connect to the database: ${error.message}`);
  });
  try {
    return await use(async (sql) => (await client.query(sql)).rows, client);
  } finally {
    await client.end().catch(() => {});
  }
}

export const postgresRowCounts = (url: string) => withClient(url, (query) => tableRowCounts(query));

/**
 * pg_dump of the live database. The row counts come from the very snapshot pg_dump reads (exported
 * from a repeatable-read transaction held open meanwhile), so the manifest matches the dump exactly
 * while the site keeps writing.
 */
export async function dumpPostgres(url: string, file: string): Promise<Record<string, number>> {
  return withClient(url, async (query) => {
    await query('begin isolation level repeatable read read only');
    const [row] = await query('select pg_export_snapshot() as snapshot');
    const tables = await tableRowCounts(query);
    const { dbname, env } = postgresToolTarget(url);
    await runTool('pg_dump', ['--format=custom', `--snapshot=${String(row?.snapshot)}`, `--file=${file}`, `--dbname=${dbname}`], { env });
    await query('commit');
    return tables;
  });
}

/**
 * pg_restore into `url`, refused when it holds a site unless `force`. A database the server migrated
 * but nobody used (or any, with `force`) has its objects dropped and recreated from the dump. One
 * transaction: a restore that fails leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string, force: boolean) {
  const { ourTables, users } = await withClient(url, (query) => holdsASite(query));
  if (users > 0 && !force) {
    throw new BackupError(`the target database is not empty (${users} users): restore into an empty database, or pass --force to replace it`);
  }
  const { dbname, env } = postgresToolTarget(url);
  const args = ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`];
  // Comments on the extensions need their owner; the schema has no other comments.
  args.push('--no-comments');
  if (ourTables > 0) args.push('--clean', '--if-exists');
  await runTool('pg_restore', [...args, file], { env });
}
