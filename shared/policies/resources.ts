import { isAdmin, type Viewer } from './viewer';

/**
 * Resources (issue 16): published articles are for everyone; downloadable guides are a member benefit
 * (the endpoint's access); drafts, and their guides, only for administrators, who check them before
 * publishing.
 */
export type ArticleStatus = 'draft' | 'published';

export const seesDrafts = (viewer: Viewer | null | undefined) => isAdmin(viewer);

export const canReadArticle = (viewer: Viewer | null | undefined, article: { status: ArticleStatus | string }) => article.status === 'published' || seesDrafts(viewer);

/** Guides download for signed-in members, from published articles (or drafts, for administrators). */
export const canDownloadGuide = (viewer: Viewer | null | undefined, article: { status: ArticleStatus | string }) => !!viewer && canReadArticle(viewer, article);
