import { and, asc, eq, isNull } from 'drizzle-orm';
import { paths } from '../../../shared/routes';
import { SHOP_CURRENCY } from '../../../shared/shop';
import type { Db } from '../../db';
import { productImages, products, productVariants } from '../../db/schema';
import { type PageHead, type PageHeadProvider, paramOf, shorten } from '../../lib/page-head';
import { ratingOf } from './present';

const price = (cents: number) => (cents / 100).toFixed(2);
const availability = (inStock: boolean) => `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;

/** One Offer when every variant costs the same, else an AggregateOffer from the lowest to the highest price. */
function offersOf(variants: { sku: string; priceCents: number; stock: number }[], url: string) {
  const prices = variants.map((variant) => variant.priceCents);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const common = { priceCurrency: SHOP_CURRENCY.toUpperCase(), availability: availability(variants.some((variant) => variant.stock > 0)), url };
  if (low === high) return { '@type': 'Offer', price: price(low), ...common };
  return { '@type': 'AggregateOffer', lowPrice: price(low), highPrice: price(high), offerCount: variants.length, ...common };
}

/**
 * /shop/products/{slug} as link previews and search engines see it: name, summary, pictures and the
 * schema.org Product with its price, stock and rating; 404 for an unknown or draft product.
 */
export function productPageHead(db: Db, publicUrl: string): PageHeadProvider {
  return async (pattern, pathname): Promise<PageHead | null> => {
    if (pattern !== paths.shopProduct) return null;
    const url = `${publicUrl}${pathname}`;
    const slug = paramOf(pattern, pathname, 'slug');
    const [product] = slug ? await db.select().from(products).where(and(eq(products.slug, slug), eq(products.status, 'published'))) : [];
    if (!product) return { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.', url, status: 404 };
    const [images, variants] = await Promise.all([
      db.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, product.id)).orderBy(asc(productImages.position), asc(productImages.id)),
      db
        .select({ sku: productVariants.sku, priceCents: productVariants.priceCents, stock: productVariants.stock })
        .from(productVariants)
        .where(and(eq(productVariants.productId, product.id), isNull(productVariants.retiredAt)))
        .orderBy(asc(productVariants.position), asc(productVariants.sku)),
    ]);
    const description = shorten(product.summary);
    const pictures = images.map((image) => `${publicUrl}${image.url}`);
    const rating = ratingOf(product);
    return {
      title: product.name,
      description,
      url,
      image: pictures[0] ?? null,
      type: 'product',
      structuredData: {
        '@type': 'Product',
        name: product.name,
        description,
        url,
        ...(pictures.length ? { image: pictures } : {}),
        ...(variants.length === 1 ? { sku: variants[0]!.sku } : {}),
        ...(variants.length ? { offers: offersOf(variants, url) } : {}),
        ...(rating.average !== null ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } } : {}),
      },
    };
  };
}
