import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ProductDetail, ProductPage } from '../../../shared/api/shop';
import type { ProductCategory, ProductSort } from '../../../shared/shop';
import type { Db } from '../../db';
import { productImages, products, productVariants, resources } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { renderMemberText } from '../../lib/member-markdown';
import { escapeLike, searchWords } from '../../lib/text-search';
import type { UserRow } from '../../lib/sessions';
import { seesDraftProducts } from './policy';
import { presentImage, presentProductCards, presentVariant, type ProductRow } from './present';

export type ProductListInput = { category?: ProductCategory; q?: string; sort: ProductSort; inStock?: 'true' | 'false'; page: number; pageSize: number };

/** What a variant offers now: the shelf's units of a variant still sold. */
const liveVariant = and(eq(productVariants.productId, products.id), isNull(productVariants.retiredAt));
const priceFrom = sql<number>`(select min(${productVariants.priceCents}) from ${productVariants} where ${liveVariant})`;
const priceTo = sql<number>`(select max(${productVariants.priceCents}) from ${productVariants} where ${liveVariant})`;
const inStock = sql<boolean>`exists (select 1 from ${productVariants} where ${liveVariant} and ${productVariants.stock} > 0)`;
const average = sql`case when ${products.reviewCount} > 0 then ${products.ratingSum}::float / ${products.reviewCount} end`;

const ORDER: Record<ProductSort, SQL[]> = {
  popular: [sql`${products.soldCount} desc`],
  'price-low': [sql`${priceFrom} asc nulls last`],
  'price-high': [sql`${priceTo} desc nulls last`],
  rating: [sql`${average} desc nulls last`, sql`${products.reviewCount} desc`],
  newest: [sql`${products.publishedAt} desc nulls last`],
};

/** GET /api/shop/products: published products, filtered, sorted and a page at a time. */
export async function listProducts(db: Db, input: ProductListInput): Promise<ProductPage> {
  const words = searchWords(input.q ?? '');
  const where = and(
    eq(products.status, 'published'),
    input.category ? eq(products.category, input.category) : undefined,
    input.inStock === 'true' ? inStock : undefined,
    ...words.map((word) => {
      const like = `%${escapeLike(word)}%`;
      return sql`(${products.name} ilike ${like} or ${products.summary} ilike ${like} or ${products.description} ilike ${like})`;
    }),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER[input.sort], asc(products.name), asc(products.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { products: await presentProductCards(db, rows), total: counted?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

/** GET /api/shop/products/:slug: a published product (administrators also see drafts, to check them). */
export async function productDetail(db: Db, slug: string, viewer: UserRow | null): Promise<ProductDetail> {
  const [product] = await db.select().from(products).where(eq(products.slug, slug));
  if (!product || (product.status !== 'published' && !seesDraftProducts(viewer))) throw notFound('This product is not in the shop.');
  const [card] = await presentProductCards(db, [product]);
  const [images, variants, related, articles] = await Promise.all([
    db.select().from(productImages).where(eq(productImages.productId, product.id)).orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id), isNull(productVariants.retiredAt)))
      .orderBy(asc(productVariants.position), asc(productVariants.sku)),
    relatedProducts(db, product),
    product.relatedResourceSlugs.length > 0
      ? db
          .select({ slug: resources.slug, title: resources.title, excerpt: resources.excerpt })
          .from(resources)
          .where(and(inArray(resources.slug, product.relatedResourceSlugs), eq(resources.status, 'published')))
      : Promise.resolve([]),
  ]);
  if (!card) throw notFound('This product is not in the shop.');
  return {
    ...card,
    descriptionHtml: renderMemberText(product.description),
    images: images.map(presentImage),
    variants: variants.map(presentVariant),
    soldInPairs: product.soldInPairs,
    allowMismatched: product.soldInPairs && product.allowMismatched,
    related,
    // In the order the admin chose them.
    relatedArticles: product.relatedResourceSlugs.flatMap((wanted) => articles.filter((article) => article.slug === wanted)),
  };
}

/** Up to four other published products of the same category, most bought first. */
async function relatedProducts(db: Db, product: ProductRow) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.status, 'published'), eq(products.category, product.category), ne(products.id, product.id)))
    .orderBy(sql`${products.soldCount} desc`, asc(products.name))
    .limit(4);
  return presentProductCards(db, rows);
}
