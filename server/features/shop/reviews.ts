import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OwnReview, ProductReview, ReviewInput, ReviewsPage } from '../../../shared/api/shop';
import { displayName } from '../../../shared/display-name';
import { REVIEWS_PAGE_SIZE, type ReviewSort } from '../../../shared/shop';
import type { Db } from '../../db';
import { orderItems, orders, productReviews, products, reviewHelpfulVotes, reviewReports, shoeProfiles, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { renderMemberText } from '../../lib/member-markdown';
import { presentMember } from '../../lib/present-user';
import type { UserRow } from '../../lib/sessions';
import { seesDraftProducts } from './policy';
import { ratingOf } from './present';

type ReviewRow = typeof productReviews.$inferSelect;
type Profile = typeof users.$inferSelect.privacySettings;

/** Orders that count as bought here: paid and not given back. */
const BOUGHT = ['paid', 'packed', 'shipped', 'delivered'] as const;

/** A product a review may be written about or read for: published, or any to an administrator. */
export async function reviewableProduct(db: Db, slug: string, viewer: UserRow | null) {
  const [product] = await db.select().from(products).where(eq(products.slug, slug));
  if (!product || (product.status !== 'published' && !seesDraftProducts(viewer))) throw notFound('This product is not in the shop.');
  return product;
}

/** The reviews one can filter by stage: the reviewer showed their stage, and their privacy settings let it be seen. */
const stageShown = (stage: string): SQL =>
  sql`${productReviews.showStage} and ${users.treatmentStage} = ${stage} and coalesce((${users.privacySettings} ->> 'showTreatmentDetails')::boolean, true) and ${users.deletedAt} is null`;

const ORDER: Record<ReviewSort, SQL[]> = {
  helpful: [sql`${productReviews.helpfulCount} desc`, sql`${productReviews.createdAt} desc`],
  newest: [sql`${productReviews.createdAt} desc`],
};

export async function listReviews(
  db: Db,
  productId: string,
  query: { sort: ReviewSort; stage?: string; page: number },
  viewer: UserRow | null,
): Promise<ReviewsPage> {
  const where = and(eq(productReviews.productId, productId), eq(productReviews.status, 'published'), query.stage ? stageShown(query.stage) : undefined);
  const [rows, [counted], distribution, mine, [product]] = await Promise.all([
    db
      .select({ review: productReviews, author: users })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(where)
      .orderBy(...ORDER[query.sort], desc(productReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((query.page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(productReviews).innerJoin(users, eq(users.id, productReviews.userId)).where(where),
    db
      .select({ rating: productReviews.rating, n: count() })
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'published')))
      .groupBy(productReviews.rating),
    viewer ? db.select().from(productReviews).where(and(eq(productReviews.productId, productId), eq(productReviews.userId, viewer.id))) : Promise.resolve([]),
    db.select().from(products).where(eq(products.id, productId)),
  ]);
  const own = mine[0];
  return {
    reviews: await presentReviews(db, productId, rows, viewer),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
    summary: {
      ...ratingOf(product ?? { reviewCount: 0, ratingSum: 0 }),
      distribution: [1, 2, 3, 4, 5].map((stars) => distribution.find((row) => row.rating === stars)?.n ?? 0),
    },
    mine: own ? presentOwnReview(own) : null,
  };
}

export const presentOwnReview = (row: ReviewRow): OwnReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  showStage: row.showStage,
  showSide: row.showSide,
  showWearerAge: row.showWearerAge,
  status: row.status,
});

/** Reviews as everyone sees them: the author as their privacy settings allow, and what they chose to show. */
async function presentReviews(db: Db, productId: string, rows: { review: ReviewRow; author: UserRow }[], viewer: UserRow | null): Promise<ProductReview[]> {
  const reviewIds = rows.map((row) => row.review.id);
  const authorIds = [...new Set(rows.map((row) => row.author.id))];
  if (reviewIds.length === 0) return [];
  const [buyers, votes, shoes] = await Promise.all([
    db
      .selectDistinct({ userId: orders.userId })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.productId, productId), inArray(orders.userId, authorIds), inArray(orders.status, [...BOUGHT]))),
    viewer
      ? db
          .select({ reviewId: reviewHelpfulVotes.reviewId })
          .from(reviewHelpfulVotes)
          .where(and(eq(reviewHelpfulVotes.userId, viewer.id), inArray(reviewHelpfulVotes.reviewId, reviewIds)))
      : Promise.resolve([]),
    db.select({ userId: shoeProfiles.userId, wearerBirthYear: shoeProfiles.wearerBirthYear }).from(shoeProfiles).where(inArray(shoeProfiles.userId, authorIds)),
  ]);
  const bought = new Set(buyers.map((row) => row.userId));
  const voted = new Set(votes.map((row) => row.reviewId));
  const birthYears = new Map(shoes.map((row) => [row.userId, row.wearerBirthYear]));
  return rows.map(({ review, author }) => {
    // As a visitor sees them, also on the author's own review: every reader gets the same answer.
    const shown = presentMember(author, null);
    const treatmentShown = !shown.deleted && (author.privacySettings as Profile).showTreatmentDetails;
    const birthYear = birthYears.get(author.id);
    return {
      id: review.id,
      rating: review.rating,
      title: review.title,
      bodyHtml: renderMemberText(review.body),
      author: {
        id: author.id,
        name: displayName(shown),
        profileImageUrl: shown.profileImageUrl,
        treatmentStage: review.showStage ? shown.treatmentStage : null,
        clubfootSide: review.showSide ? shown.clubfootSide : null,
        wearerAge: review.showWearerAge && treatmentShown && birthYear ? Math.max(0, new Date().getUTCFullYear() - birthYear) : null,
      },
      verifiedPurchase: bought.has(author.id),
      helpfulCount: review.helpfulCount,
      votedHelpful: voted.has(review.id),
      createdAt: review.createdAt.toISOString(),
      editedAt: review.editedAt?.toISOString() ?? null,
      mine: viewer?.id === author.id,
    };
  });
}

/** Keeps a product's review count and rating sum equal to its published reviews. */
export async function recountRatings(tx: Db, productId: string) {
  await tx
    .update(products)
    .set({
      reviewCount: sql`(select count(*) from ${productReviews} where ${productReviews.productId} = ${productId} and ${productReviews.status} = 'published')`,
      ratingSum: sql`(select coalesce(sum(${productReviews.rating}), 0) from ${productReviews} where ${productReviews.productId} = ${productId} and ${productReviews.status} = 'published')`,
    })
    .where(eq(products.id, productId));
}

type SavedReview = Omit<ReviewInput, 'title' | 'showStage' | 'showSide' | 'showWearerAge'> & { title: string | null; showStage: boolean; showSide: boolean; showWearerAge: boolean };

/** Writes the member's review of a product, or changes it (one per member and product). A removed review stays removed. */
export async function saveReview(db: Db, productId: string, author: UserRow, input: SavedReview) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(productReviews).where(and(eq(productReviews.productId, productId), eq(productReviews.userId, author.id)));
    if (existing?.status === 'removed') throw new AppError('CONFLICT', 'Your review of this product was removed by a moderator, so it cannot be changed.');
    const values = { rating: input.rating, title: input.title, body: input.body, showStage: input.showStage, showSide: input.showSide, showWearerAge: input.showWearerAge };
    const [saved] = existing
      ? await tx
          .update(productReviews)
          .set({ ...values, updatedAt: new Date(), editedAt: new Date() })
          .where(eq(productReviews.id, existing.id))
          .returning()
      : await tx
          .insert(productReviews)
          .values({ ...values, productId, userId: author.id })
          .onConflictDoUpdate({ target: [productReviews.productId, productReviews.userId], set: { ...values, updatedAt: new Date(), editedAt: new Date() } })
          .returning();
    if (!saved) throw new Error('review vanished');
    await recountRatings(tx, productId);
    return presentOwnReview(saved);
  });
}

export async function deleteReview(db: Db, productId: string, author: UserRow) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, author.id), eq(productReviews.status, 'published')))
      .returning({ id: productReviews.id });
    if (!deleted) throw notFound('You have not reviewed this product.');
    await recountRatings(tx, productId);
  });
}

async function publishedReview(db: Db, id: number) {
  const [review] = await db.select().from(productReviews).where(and(eq(productReviews.id, id), eq(productReviews.status, 'published')));
  if (!review) throw notFound('This review is not on the site any more.');
  return review;
}

/** "Helpful" (or taking it back): one vote per member; not on one's own review. */
export async function markHelpful(db: Db, id: number, voter: UserRow, helpful: boolean) {
  const review = await publishedReview(db, id);
  if (review.userId === voter.id) throw new AppError('CONFLICT', 'You cannot mark your own review as helpful.');
  return db.transaction(async (tx) => {
    if (helpful) await tx.insert(reviewHelpfulVotes).values({ reviewId: id, userId: voter.id }).onConflictDoNothing();
    else await tx.delete(reviewHelpfulVotes).where(and(eq(reviewHelpfulVotes.reviewId, id), eq(reviewHelpfulVotes.userId, voter.id)));
    const [updated] = await tx
      .update(productReviews)
      .set({ helpfulCount: sql`(select count(*) from ${reviewHelpfulVotes} where ${reviewHelpfulVotes.reviewId} = ${id})` })
      .where(eq(productReviews.id, id))
      .returning({ helpfulCount: productReviews.helpfulCount });
    return { helpfulCount: updated?.helpfulCount ?? 0, votedHelpful: helpful };
  });
}

/** A member's report of a review, into the admins' queue (once per member and review; a repeat changes nothing). */
export async function reportReview(db: Db, id: number, reporter: UserRow, reason: string) {
  const review = await publishedReview(db, id);
  if (review.userId === reporter.id) throw new AppError('CONFLICT', 'You cannot report your own review. You can change or delete it instead.');
  await db.insert(reviewReports).values({ reviewId: id, reporterId: reporter.id, reason }).onConflictDoNothing();
}
