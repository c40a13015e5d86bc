import { aliasedTable, and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminReviewReport } from '../../../shared/api/shop';
import { displayName } from '../../../shared/display-name';
import type { Db } from '../../db';
import { auditLog, productReviews, products, reviewReports, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { recountRatings } from './reviews';

const authors = aliasedTable(users, 'authors');

/** The admins' queue of reported reviews (as the forum's reports are), newest first. */
export async function listReviewReports(db: Db, query: { status: 'open' | 'dismissed' | 'removed'; page: number; pageSize: number }) {
  const where = eq(reviewReports.status, query.status);
  const [rows, [counted]] = await Promise.all([
    reportRows(db, where, query.pageSize, (query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(reviewReports).where(where),
  ]);
  return { reports: await presentReports(db, rows), total: counted?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

async function reportRows(db: Db, where: SQL, limit: number, offset: number) {
  return await db
    .select({ report: reviewReports, review: productReviews, author: authors, productName: products.name, productSlug: products.slug })
    .from(reviewReports)
    .innerJoin(productReviews, eq(productReviews.id, reviewReports.reviewId))
    .innerJoin(authors, eq(authors.id, productReviews.userId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(where)
    .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id))
    .limit(limit)
    .offset(offset);
}

type Row = Awaited<ReturnType<typeof reportRows>>[number];

async function presentReports(db: Db, rows: Row[]): Promise<AdminReviewReport[]> {
  const reviewIds = [...new Set(rows.map((row) => row.review.id))];
  const reporterIds = [...new Set(rows.map((row) => row.report.reporterId).filter((id): id is string => id !== null))];
  const reporters = reporterIds.length > 0 ? await db.select().from(users).where(inArray(users.id, reporterIds)) : [];
  const open =
    reviewIds.length > 0
      ? await db
          .select({ reviewId: reviewReports.reviewId, n: count() })
          .from(reviewReports)
          .where(and(inArray(reviewReports.reviewId, reviewIds), eq(reviewReports.status, 'open')))
          .groupBy(reviewReports.reviewId)
      : [];
  return rows.map((row) => ({
    id: row.report.id,
    status: row.report.status,
    reason: row.report.reason,
    createdAt: row.report.createdAt.toISOString(),
    reporter: reporterOf(reporters, row.report.reporterId),
    review: {
      id: row.review.id,
      rating: row.review.rating,
      title: row.review.title,
      body: row.review.body,
      status: row.review.status,
      author: { id: row.author.id, name: displayName(row.author), email: row.author.email },
      product: { name: row.productName, slug: row.productSlug },
    },
    otherOpenReports: Math.max(0, (open.find((entry) => entry.reviewId === row.review.id)?.n ?? 0) - (row.report.status === 'open' ? 1 : 0)),
  }));
}

function reporterOf(reporters: (typeof users.$inferSelect)[], id: string | null) {
  const reporter = reporters.find((row) => row.id === id);
  return reporter ? { id: reporter.id, name: displayName(reporter) } : null;
}

/** Dismisses one report, or removes the review (closing every open report of it); both audited. */
export async function resolveReviewReport(db: Db, admin: UserRow, reportId: number, action: 'dismiss' | 'remove') {
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(reviewReports).where(eq(reviewReports.id, reportId));
    if (!report) throw notFound('This report was not found.');
    if (report.status !== 'open') throw new AppError('CONFLICT', report.status === 'removed' ? 'This report was already acted on.' : 'This report was already dismissed.');
    const [review] = await tx.select().from(productReviews).where(eq(productReviews.id, report.reviewId));
    if (!review) throw notFound('This review was not found.');
    const resolved = { resolvedAt: new Date(), resolvedById: admin.id };
    if (action === 'dismiss') {
      await tx.update(reviewReports).set({ status: 'dismissed', ...resolved }).where(eq(reviewReports.id, reportId));
    } else {
      await tx.update(productReviews).set({ status: 'removed', updatedAt: new Date() }).where(eq(productReviews.id, review.id));
      await tx
        .update(reviewReports)
        .set({ status: 'removed', ...resolved })
        .where(and(eq(reviewReports.reviewId, review.id), eq(reviewReports.status, 'open')));
      await recountRatings(tx, review.productId);
    }
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: action === 'dismiss' ? 'review.report_dismissed' : 'review.removed',
      targetUserId: review.userId,
      details: { reportId, reviewId: review.id, productId: review.productId },
    });
  });
  const [row] = await reportRows(db, eq(reviewReports.id, reportId), 1, 0);
  if (!row) throw notFound('This report was not found.');
  const [presented] = await presentReports(db, [row]);
  return presented!;
}
