import { eq, ilike, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db';
import { AppError } from './errors';
import { escapeLike } from './text-search';

type Executor = Db | Tx;

/** A table whose rows have an address of their own (topics, articles, categories). */
type SlugTable = PgTable & { id: PgColumn; slug: PgColumn };

/**
 * A free slug in `table`: the wanted one if nobody else has it (nor is it `reserved`); a slug made
 * from a title gets -2, -3... when taken, while an explicitly chosen one that is taken is refused
 * (the editor should know).
 */
export async function freeSlug(
  db: Executor,
  table: SlugTable,
  wanted: string,
  { explicit, exceptId, reserved = [], taken = `The address "${wanted}" is already used. Please choose another.` }: { explicit: boolean; exceptId?: number; reserved?: readonly string[]; taken?: string },
) {
  const rows = (await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, wanted), ilike(table.slug, `${escapeLike(wanted)}-%`)))) as { id: number; slug: string }[];
  const used = new Set([...reserved, ...rows.filter((row) => row.id !== exceptId).map((row) => row.slug)]);
  if (!used.has(wanted)) return wanted;
  if (explicit) throw new AppError('CONFLICT', taken);
  for (let n = 2; ; n += 1) if (!used.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}
