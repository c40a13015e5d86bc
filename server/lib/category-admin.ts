import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { slugify } from '../../shared/slug';
import type { Db, Tx } from '../db';
import { auditLog, type forumCategories, type resourceCategories } from '../db/schema';
import { AppError, badRequest, notFound, said } from './errors';
import { freeSlug } from './free-slug';
import type { UserRow } from './sessions';

type Executor = Db | Tx;

/** The category tables: the same columns (slug, name, description, position) in each. */
type CategoryTable = typeof forumCategories | typeof resourceCategories;
type CategoryRow = { id: number; slug: string; name: string; description: string | null; position: number };

export type CategoryInput = { name: string; slug?: string; description?: string | null };
export type CategoryChanges = Partial<CategoryInput>;

/** Why a category that still holds things cannot go, per kind of thing (ICU plurals, translated whole). */
const STILL_HAS_MESSAGES = {
  topics: '"{name}" still has {n, plural, one {# topic} other {# topics}}. Move or delete them first.',
  articles: '"{name}" still has {n, plural, one {# article} other {# articles}}. Move or delete them first.',
} as const;

type Config<C> = {
  table: CategoryTable;
  /** The audit log's action prefix: `forum` gives forum.category_created and so on. */
  scope: string;
  /** Every category, in order, as the feature's admin API answers them. */
  list: (db: Executor) => Promise<C[]>;
  /** One category as the admin API answers it (after a change, inside its transaction). */
  one: (tx: Tx, id: number) => Promise<C>;
  /** How many things (topics, articles) still live in a category: one keeps it from being deleted. */
  contents: { count: (tx: Tx, id: number) => Promise<number>; kind: keyof typeof STILL_HAS_MESSAGES };
  /** Which rows of the table are this administration's (the forum's own, not the support groups' categories). */
  only?: SQL;
};

/**
 * The administration of a feature's categories (forum, library): list, create, update, reorder
 * and delete. Every change runs in one transaction, takes the row lock(s) it depends on, and
 * leaves one audit-log entry (`<scope>.category_created|updated|deleted`, `<scope>.categories_reordered`).
 */
export function categoryAdmin<C>({ table, scope, list, one, contents, only }: Config<C>) {
  // The two tables have the same columns; drizzle's types for a union of tables are not usable in insert/update.
  const t = table as typeof resourceCategories;
  const audit = (tx: Tx, actor: UserRow, action: string, details: Record<string, unknown>) =>
    tx.insert(auditLog).values({ actorId: actor.id, action: `${scope}.${action}`, details });
  const slugFor = (tx: Tx, wanted: string, explicit: boolean, exceptId?: number) =>
    freeSlug(tx, t, wanted, { explicit, exceptId, taken: `The address "${wanted}" is already used by another category. Please choose another.` });
  const locked = async (tx: Tx, id: number): Promise<CategoryRow> => {
    const [row] = await tx.select().from(t).where(and(eq(t.id, id), only)).for('update');
    if (!row) throw notFound('Category not found');
    return row;
  };

  return {
    list: (db: Db) => list(db),

    create: (db: Db, admin: UserRow, input: CategoryInput) =>
      db.transaction(async (tx) => {
        // Two creations at once would take the same slug and position: the second waits for the first.
        await tx.execute(sql`lock table ${t} in share row exclusive mode`);
        const slug = await slugFor(tx, input.slug ?? slugify(input.name, 'category'), input.slug !== undefined);
        const [last] = await tx.select({ position: sql<number>`coalesce(max(${t.position}), -1)` }).from(t).where(only);
        const [row] = await tx
          .insert(t)
          .values({ slug, name: input.name, description: input.description || null, position: Number(last?.position ?? -1) + 1 })
          .returning({ id: t.id });
        if (!row) throw new Error('insert returned no row');
        await audit(tx, admin, 'category_created', { categoryId: row.id, name: input.name, slug });
        return one(tx, row.id);
      }),

    update: (db: Db, admin: UserRow, id: number, input: CategoryChanges) =>
      db.transaction(async (tx) => {
        const current = await locked(tx, id);
        const changes: Partial<CategoryRow> = {};
        if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
        if (input.description !== undefined && (input.description || null) !== current.description) changes.description = input.description || null;
        if (input.slug !== undefined && input.slug !== current.slug) changes.slug = await slugFor(tx, input.slug, true, id);
        if (Object.keys(changes).length > 0) {
          await tx.update(t).set(changes).where(eq(t.id, id));
          await audit(tx, admin, 'category_updated', { categoryId: id, name: current.name, changes });
        }
        return one(tx, id);
      }),

    /** `ids` is every category once, in the new order. */
    reorder: async (db: Db, admin: UserRow, ids: number[]) => {
      await db.transaction(async (tx) => {
        const existing = await tx.select({ id: t.id }).from(t).where(only).for('update');
        const wanted = new Set(ids);
        if (wanted.size !== ids.length || wanted.size !== existing.length || existing.some((row) => !wanted.has(row.id))) {
          throw badRequest('Send every category exactly once, in the new order');
        }
        await tx
          .update(t)
          .set({ position: sql`array_position(${sql.param(ids)}::int[], ${t.id}) - 1` })
          .where(inArray(t.id, ids));
        await audit(tx, admin, 'categories_reordered', { order: ids });
      });
      return list(db);
    },

    /** Only an empty category goes: what is in it would otherwise have nowhere to live. */
    remove: async (db: Db, admin: UserRow, id: number) => {
      await db.transaction(async (tx) => {
        // The row lock makes a topic or article being added to it wait, so the count stays true until the delete.
        const category = await locked(tx, id);
        const n = await contents.count(tx, id);
        if (n > 0) throw new AppError('CONFLICT', said(STILL_HAS_MESSAGES[contents.kind], { name: category.name, n }));
        await tx.delete(t).where(eq(t.id, id));
        await audit(tx, admin, 'category_deleted', { categoryId: id, name: category.name, slug: category.slug });
      });
    },
  };
}
