import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminProduct } from '../../../shared/api/shop';
import type { Db, Tx } from '../../db';
import { productImages, products } from '../../db/schema';
import { AppError, badRequest, notFound, said } from '../../lib/errors';
import { imageTypeOf } from '../../lib/images';
import type { UserRow } from '../../lib/sessions';
import { presentAdminProduct } from './admin-present';
import { auditProduct, loadProduct } from './admin-products';

/* A product's photos (issue 20): re-encoded on upload as avatars are, described for people who cannot see them, in gallery order. */

/** The longest side a product photo is kept at: sharp on the product page's zoom, small enough for phones. */
const IMAGE_MAX_SIDE = 1600;
/** As many as the reorder body takes (shared/api/shop.ts). */
export const MAX_PRODUCT_IMAGES = 20;

/** A JPEG, PNG or WebP (by its bytes) turned upright and re-encoded as WebP: nothing of the original file (its metadata, a hidden payload) is kept. */
export async function encodeProductImage(bytes: Buffer) {
  if (!imageTypeOf(bytes)) throw badRequest('The photo must be a JPEG, PNG or WebP image.');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badRequest('The photo could not be read. Please try another one.');
  }
}

/** The product's last change is now (the list shows the most recently changed first). */
const touch = (tx: Tx, productId: string) =>
  tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId)).returning();

export async function addImage(db: Db, actor: UserRow, productId: string, image: { url: string; alt: string; width: number; height: number }): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    await loadProduct(tx, productId, true);
    const [held] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${productImages.position}), -1)::int` })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    if ((held?.n ?? 0) >= MAX_PRODUCT_IMAGES) throw new AppError('CONFLICT', said('A product can have at most {max} photos. Please delete one before adding another.', { max: MAX_PRODUCT_IMAGES }));
    const [added] = await tx
      .insert(productImages)
      .values({ productId, ...image, position: (held?.last ?? -1) + 1 })
      .returning({ id: productImages.id });
    const [row] = await touch(tx, productId);
    await auditProduct(tx, actor, 'product.image_added', row!, { imageId: added!.id, alt: image.alt });
    return presentAdminProduct(tx, row!);
  });
}

export async function updateImageAlt(db: Db, actor: UserRow, productId: string, imageId: string, alt: string): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    await loadProduct(tx, productId, true);
    const [image] = await tx
      .update(productImages)
      .set({ alt })
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning({ id: productImages.id });
    if (!image) throw notFound('Photo not found');
    const [row] = await touch(tx, productId);
    await auditProduct(tx, actor, 'product.image_described', row!, { imageId, alt });
    return presentAdminProduct(tx, row!);
  });
}

export async function reorderImages(db: Db, actor: UserRow, productId: string, imageIds: string[]): Promise<AdminProduct> {
  if (new Set(imageIds).size !== imageIds.length) throw badRequest('Each photo may appear once in the new order.');
  return db.transaction(async (tx) => {
    await loadProduct(tx, productId, true);
    const rows = await tx.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId));
    const known = new Set(rows.map((row) => row.id));
    if (imageIds.length !== known.size || imageIds.some((id) => !known.has(id))) {
      throw badRequest("The new order must list each of this product's photos once. Please reload the page and try again.");
    }
    for (const [position, id] of imageIds.entries()) await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
    const [row] = await touch(tx, productId);
    await auditProduct(tx, actor, 'product.images_reordered', row!, { count: imageIds.length });
    return presentAdminProduct(tx, row!);
  });
}

/** Deletes a photo's row; answers the product and the photo's address, for the caller to remove the file. */
export async function deleteImage(db: Db, actor: UserRow, productId: string, imageId: string) {
  return db.transaction(async (tx) => {
    await loadProduct(tx, productId, true);
    const [image] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning();
    if (!image) throw notFound('Photo not found');
    const [row] = await touch(tx, productId);
    await auditProduct(tx, actor, 'product.image_deleted', row!, { imageId, alt: image.alt });
    return { product: await presentAdminProduct(tx, row!), url: image.url };
  });
}
