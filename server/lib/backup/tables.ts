/** Runs one SQL statement and answers its rows (a pg client's or PGlite's `query`, reduced to this). */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Every table's row count, keyed `schema.table`: the manifest's record, and the restore's check. */
export async function tableRowCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const [row] = await query(`select count(*)::bigint as n from ${quote(schema)}.${quote(name)}`);
    counts[`${schema}.${name}`] = Number(row?.n);
  }
  return counts;
}

/** Migrations applied, as Drizzle's migrator records them. */
export const migrationCount = (counts: Record<string, number>) => counts['drizzle.__drizzle_migrations'] ?? 0;

/**
 * Whether a database holds a site already: it has our tables (those named in the backup) and users
 * in them. A database migrated by a server start but with nobody in it counts as empty.
 */
export async function holdsASite(query: Query): Promise<{ ourTables: number; users: number }> {
  const [tables] = await query(
    `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
  );
  const ourTables = Number(tables?.n ?? 0);
  const [hasUsers] = await query(`select to_regclass('public.users') is not null as present`);
  if (!hasUsers?.present) return { ourTables, users: 0 };
  const [users] = await query('select count(*)::int as n from public.users');
  return { ourTables, users: Number(users?.n ?? 0) };
}
