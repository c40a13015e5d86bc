import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../server/db';

/**
 * Writes that can be found again in the database without knowing where an endpoint stores them
 * (tests/api/crash-durability.test.ts). Each create's body carries a marker of its own in every text
 * field that accepts one; afterwards every table is searched for the markers, so what a create
 * stored is its footprint: how many rows of each table hold its marker. A lost create has none, a
 * create stored twice has twice its footprint. Nothing here names a table, an endpoint or a field.
 */

/** A marker: fixed length, lower-case letters and digits only (it survives slugs, trimming and HTML cleaning). */
const MARKER_PATTERN = 'kq[0-9a-f]{12}x';
export const newMarker = () => `kq${randomBytes(6).toString('hex')}x`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Path = (string | number)[];

function stringPaths(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

function withValueAt(value: unknown, at: Path, replacement: unknown): unknown {
  if (!at.length) return replacement;
  const [head, ...rest] = at as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

const valueAt = (value: unknown, at: Path) => at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);

/**
 * The value with the marker put into every string the schema still accepts with it (before, after,
 * or in place of part of the text), and every uuid replaced by a fresh one (a client's own keys,
 * such as a message's clientId, must differ per create). `carries` says whether any field took it.
 */
export function markedValue(schema: z.ZodType, value: unknown, marker: string): { value: unknown; carries: boolean } {
  let current = value;
  let carries = false;
  for (const at of stringPaths(value)) {
    const text = valueAt(current, at) as string;
    const options = UUID.test(text)
      ? [randomUUID()]
      : [`${marker} ${text}`, `${marker}${text}`, `${text} ${marker}`, `${text}${marker}`, `${text}/${marker}`, `${text}#${marker}`, marker, `${marker} ${text}`.slice(0, text.length)];
    for (const option of options) {
      const next = withValueAt(current, at, option);
      if (!schema.safeParse(next).success) continue;
      current = next;
      carries ||= option.includes(marker);
      break;
    }
  }
  return { value: current, carries };
}

/** Rows per table that hold one write's token (its marker, or an id it was answered with). */
export type Footprint = Record<string, number>;

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every table's rows searched for the markers and for the given ids (as text, the whole row at once):
 * the footprint of each token found. Tables in `skip` are left out (the stored idempotency answers
 * hold every marker again; request counters change with every call).
 */
export async function footprints(db: Db, ids: string[], skip: string[]): Promise<Map<string, Footprint>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const pattern = `(${[MARKER_PATTERN, ...ids.map(regexEscape)].join('|')})`;
  const found = new Map<string, Footprint>();
  for (const { table_name: table } of tables) {
    if (skip.includes(table)) continue;
    const rows = await rowsOf<{ token: string; n: number }>(
      db,
      sql`select x.token, count(*)::int as n from ${sql.identifier(table)} as r0w
          cross join lateral (select distinct m[1] as token from regexp_matches(r0w::text, ${pattern}, 'g') as m) as x
          group by x.token`,
    );
    for (const { token, n } of rows) found.set(token, { ...found.get(token), [table]: Number(n) });
  }
  return found;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>) {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
