import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminProduct, adminProductsQuery, productInput } from '../../../shared/api/shop';
import { slugify } from '../../../shared/slug';
import type { Db, Tx } from '../../db';
import { auditLog, cartItems, orderItems, productImages, products, productVariants, resources } from '../../db/schema';
import { AppError, badRequest, notFound, said } from '../../lib/errors';
import { freeSlug } from '../../lib/free-slug';
import type { UserRow } from '../../lib/sessions';
import { escapeLike } from '../../lib/text-search';
import { presentAdminProduct, presentAdminProductRows } from './admin-present';
import type { ProductRow, VariantRow } from './present';

/* The admins' products (issue 20): the list, the form's create and update, delete. Every change is audited here. */

type Executor = Db | Tx;
type ProductInput = z.output<typeof productInput>;
type VariantInput = ProductInput['variants'][number];

const conflict = (message: string) => new AppError('CONFLICT', message);

export const auditProduct = (tx: Executor, actor: UserRow, action: string, product: Pick<ProductRow, 'id' | 'name'>, extra: Record<string, unknown> = {}) =>
  tx.insert(auditLog).values({ actorId: actor.id, action, details: { productId: product.id, name: product.name, ...extra } });

export async function loadProduct(db: Executor, id: string, lock = false) {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Product not found');
  return row;
}

export const getAdminProduct = async (db: Db, id: string): Promise<AdminProduct> => presentAdminProduct(db, await loadProduct(db, id));

export async function listAdminProducts(db: Db, query: z.output<typeof adminProductsQuery>) {
  const filters = [];
  if (query.status) filters.push(eq(products.status, query.status));
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const skuMatches = db
      .select({ one: sql`1` })
      .from(productVariants)
      .where(and(eq(productVariants.productId, products.id), isNull(productVariants.retiredAt), ilike(productVariants.sku, like)));
    filters.push(or(ilike(products.name, like), ilike(products.slug, like), exists(skuMatches)));
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), asc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { products: await presentAdminProductRows(db, rows), total: counted?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * The product's own columns from the form, after the rules the schema cannot say alone: pairs,
 * articles that exist, one SKU per variant and none of another product's.
 */
async function productColumns(tx: Tx, input: ProductInput, productId: string | null) {
  if (input.allowMismatched && !input.soldInPairs) throw badRequest('Mismatched sizes can only be allowed for a product sold in pairs.');
  const related = [...new Set(input.relatedResourceSlugs.map((slug) => slug.trim()).filter(Boolean))];
  if (related.length) {
    const found = await tx
      .select({ slug: resources.slug })
      .from(resources)
      .where(and(inArray(resources.slug, related), eq(resources.status, 'published')));
    const known = new Set(found.map((row) => row.slug));
    const missing = related.find((slug) => !known.has(slug));
    if (missing) throw badRequest(said('No published article has the address “{address}”. Use the part after /resources/ of an article that is published.', { address: missing }));
  }
  const seen = new Set<string>();
  for (const variant of input.variants) {
    const sku = variant.sku.toUpperCase();
    if (seen.has(sku)) throw badRequest(said('Each variant needs its own SKU: “{sku}” is used twice in this form.', { sku: variant.sku }));
    seen.add(sku);
  }
  const clashes = await tx
    .select({ sku: productVariants.sku, productName: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(sql`upper(${productVariants.sku})`, [...seen]), productId ? ne(productVariants.productId, productId) : undefined))
    .limit(1);
  const clash = clashes[0];
  if (clash) throw conflict(`The SKU “${clash.sku}” is already used by “${clash.productName}”. Each variant needs its own SKU.`);
  const { name, category, summary, description, status, soldInPairs, allowMismatched } = input;
  return { name, category, summary, description, status, soldInPairs, allowMismatched, relatedResourceSlugs: related };
}

const slugTaken = (slug: string | undefined) => `Another product already has the address “${slug}”. Please choose another slug.`;

const variantValues = (variant: VariantInput, position: number) => ({
  sku: variant.sku,
  size: variant.size,
  width: variant.width,
  side: variant.side,
  priceCents: variant.priceCents,
  stock: variant.stock,
  position,
});

/**
 * A saved variant's stock moves by what the editor changed (stock - stockWas) from the shelf as it is
 * now, so units a checkout reserved after the form was loaded stay reserved; otherwise it is set as sent.
 */
const stockUpdate = (variant: VariantInput) =>
  variant.id && variant.stockWas !== undefined ? sql<number>`greatest(0, ${productVariants.stock} + ${variant.stock - variant.stockWas})` : variant.stock;

export async function createProduct(db: Executor, actor: UserRow, input: ProductInput): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const columns = await productColumns(tx, input, null);
    const slug = await freeSlug(tx, products, input.slug ?? slugify(input.name, 'product'), { explicit: input.slug !== undefined, taken: slugTaken(input.slug) });
    const [row] = await tx
      .insert(products)
      .values({ ...columns, slug, publishedAt: input.status === 'published' ? new Date() : null })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(productVariants).values(input.variants.map((variant, position) => ({ ...variantValues(variant, position), productId: row.id })));
    await auditProduct(tx, actor, 'product.created', row, { status: row.status, variants: input.variants.length });
    return presentAdminProduct(tx, row);
  });
}

/** Variants an order or a cart points at (either shoe of a pair of two sizes): retired (hidden from customers), not deleted. */
async function referencedVariants(tx: Tx, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const [ordered, inCarts] = await Promise.all([
    tx.select({ left: orderItems.variantId, right: orderItems.rightVariantId }).from(orderItems).where(or(inArray(orderItems.variantId, ids), inArray(orderItems.rightVariantId, ids))),
    tx.select({ left: cartItems.variantId, right: cartItems.rightVariantId }).from(cartItems).where(or(inArray(cartItems.variantId, ids), inArray(cartItems.rightVariantId, ids))),
  ]);
  return new Set([...ordered, ...inCarts].flatMap((row) => [row.left, row.right]).filter((id): id is string => id !== null));
}

/**
 * The form's variants replace the product's: kept ones are updated, new ones added (a new one with
 * the SKU of one retired earlier brings that one back), missing ones deleted or, when ordered or in a
 * cart, retired. Answers what changed, for the audit log.
 */
async function replaceVariants(tx: Tx, productId: string, wanted: VariantInput[]) {
  const current = await tx.select().from(productVariants).where(eq(productVariants.productId, productId)).for('update');
  const active = new Map(current.filter((row) => row.retiredAt === null).map((row) => [row.id, row]));
  const stranger = wanted.find((variant) => variant.id && !active.has(variant.id));
  if (stranger) throw conflict('A variant in the form is no longer part of this product (it was removed meanwhile). Please reload the product and try again.');

  const keptIds = new Set(wanted.map((variant) => variant.id).filter(Boolean));
  const removed = [...active.values()].filter((row) => !keptIds.has(row.id));
  const referenced = await referencedVariants(tx, removed.map((row) => row.id));
  const retire = removed.filter((row) => referenced.has(row.id)).map((row) => row.id);
  const remove = removed.filter((row) => !referenced.has(row.id)).map((row) => row.id);
  if (retire.length) await tx.update(productVariants).set({ retiredAt: new Date() }).where(inArray(productVariants.id, retire));
  if (remove.length) await tx.delete(productVariants).where(inArray(productVariants.id, remove));

  const retiredBySku = new Map<string, VariantRow>(current.filter((row) => row.retiredAt !== null || retire.includes(row.id)).map((row) => [row.sku, row]));
  // SKUs may swap between kept variants: each renamed one steps aside first, so the unique index never sees two at once.
  const renamed = wanted.filter((variant) => variant.id && active.get(variant.id)!.sku !== variant.sku);
  for (const variant of renamed) await tx.update(productVariants).set({ sku: `renaming:${variant.id}` }).where(eq(productVariants.id, variant.id!));

  let added = 0;
  let revived = 0;
  for (const [position, variant] of wanted.entries()) {
    const values = variantValues(variant, position);
    const earlier = variant.id ? null : retiredBySku.get(variant.sku);
    if (variant.id || earlier) {
      await tx
        .update(productVariants)
        .set({ ...values, stock: stockUpdate(variant), retiredAt: null })
        .where(eq(productVariants.id, variant.id ?? earlier!.id));
      if (earlier) revived += 1;
    } else {
      await tx.insert(productVariants).values({ ...values, productId });
      added += 1;
    }
  }
  return { added, revived, retired: retire.length, deleted: remove.length };
}

export async function updateProduct(db: Db, actor: UserRow, id: string, input: ProductInput): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const current = await loadProduct(tx, id, true);
    const columns = await productColumns(tx, input, id);
    const slug =
      input.slug === undefined || input.slug === current.slug ? current.slug : await freeSlug(tx, products, input.slug, { explicit: true, taken: slugTaken(input.slug) });
    const variants = await replaceVariants(tx, id, input.variants);
    const [row] = await tx
      .update(products)
      .set({
        ...columns,
        slug,
        updatedAt: new Date(),
        ...(input.status === 'published' && !current.publishedAt ? { publishedAt: new Date() } : {}),
      })
      .where(eq(products.id, id))
      .returning();
    const action = input.status === current.status ? 'product.updated' : input.status === 'published' ? 'product.published' : 'product.unpublished';
    await auditProduct(tx, actor, action, row!, { variants });
    return presentAdminProduct(tx, row!);
  });
}

/** Deletes a product that was never ordered; answers its photos' addresses, for the caller to remove. */
export async function deleteProduct(db: Db, actor: UserRow, id: string) {
  return db.transaction(async (tx) => {
    const current = await loadProduct(tx, id, true);
    const own = tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, id));
    const [ordered] = await tx
      .select({ n: count() })
      .from(orderItems)
      .where(or(eq(orderItems.productId, id), inArray(orderItems.variantId, own), inArray(orderItems.rightVariantId, own)));
    if ((ordered?.n ?? 0) > 0) throw conflict('This product has orders: set it to draft instead.');
    const images = await tx.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    await auditProduct(tx, actor, 'product.deleted', current);
    return images.map((image) => image.url);
  });
}
