import { urlOf } from '../../../shared/api/endpoint';
import { type AdminArticle, type ResourceCategory, type ResourceFile, type ResourceSummary, resourceEndpoints } from '../../../shared/api/resources';
import { resourceCategories, type resourceFiles, resources } from '../../db/schema';

export type ResourceRow = typeof resources.$inferSelect;
export type CategoryRow = typeof resourceCategories.$inferSelect;
export type FileRow = typeof resourceFiles.$inferSelect;

/** The columns a card needs: never the content, its text or the search vector. */
export const summaryColumns = {
  id: resources.id,
  slug: resources.slug,
  title: resources.title,
  excerpt: resources.excerpt,
  featuredImage: resources.featuredImage,
  readTime: resources.readTime,
  readMinutes: resources.readMinutes,
  createdAt: resources.createdAt,
  authorFirstName: resources.authorFirstName,
  authorLastName: resources.authorLastName,
  authorImageUrl: resources.authorImageUrl,
  authorRole: resources.authorRole,
  categoryName: resourceCategories.name,
  categorySlug: resourceCategories.slug,
};

export type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImage: string | null;
  readTime: number | null;
  readMinutes: number;
  createdAt: Date | string;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorImageUrl: string | null;
  authorRole: string | null;
  categoryName: string | null;
  categorySlug: string | null;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Row to the Resource of spec section 3. An article without any byline has author null (the client's default). */
export function presentSummary(row: SummaryRow): ResourceSummary {
  const hasAuthor = row.authorFirstName || row.authorLastName || row.authorRole || row.authorImageUrl;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    readTime: row.readTime ?? row.readMinutes,
    createdAt: iso(row.createdAt),
    category: row.categoryName ? { name: row.categoryName, slug: row.categorySlug ?? undefined } : null,
    author: hasAuthor
      ? { firstName: row.authorFirstName, lastName: row.authorLastName, profileImageUrl: row.authorImageUrl, role: row.authorRole }
      : null,
  };
}

export function presentCategory(row: CategoryRow): ResourceCategory {
  return { id: row.id, slug: row.slug, name: row.name, description: row.description, order: row.position };
}

export function presentFile(row: FileRow, resourceSlug: string): ResourceFile {
  return {
    id: row.id,
    title: row.title,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    downloadUrl: urlOf(resourceEndpoints.download.path, { params: { slug: resourceSlug, fileId: row.id } }),
  };
}

export function presentAdminRow(row: ResourceRow, categoryName: string | null) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    readTime: row.readTime,
    readMinutes: row.readMinutes,
    categoryId: row.categoryId,
    categoryName,
    authorFirstName: row.authorFirstName,
    authorLastName: row.authorLastName,
    authorRole: row.authorRole,
    authorImageUrl: row.authorImageUrl,
    featured: row.featured,
    status: row.status,
    publishedAt: row.publishedAt ? iso(row.publishedAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function presentAdminArticle(row: ResourceRow, categoryName: string | null, files: FileRow[]): AdminArticle {
  return { ...presentAdminRow(row, categoryName), content: row.content, files: files.map((file) => presentFile(file, row.slug)) };
}
