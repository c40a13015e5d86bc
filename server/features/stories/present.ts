import type { AdminStory, OwnStory, StoryCard, StoryDetail } from '../../../shared/api/stories';
import { displayName } from '../../../shared/display-name';
import { ANONYMOUS_AUTHOR, STORY_EXCERPT_LENGTH, type StoryStage, type StoryTreatment } from '../../../shared/stories';
import type { stories, users } from '../../db/schema';
import type { UserRow } from '../../lib/sessions';
import { seesReviewNote } from './policy';

export type StoryRow = typeof stories.$inferSelect;
type Author = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'deletedAt'> | null;

/**
 * How the public sees a story's author: as they chose (full name or first name), or "A member of
 * our community" when anonymous, when the account is gone, or when it has no name to give. The
 * account's id is never sent with a story.
 */
export function authorNameOf(naming: string, author: Author) {
  if (!author || author.deletedAt) return ANONYMOUS_AUTHOR;
  if (naming === 'full-name') return displayName(author, ANONYMOUS_AUTHOR);
  if (naming === 'first-name') return author.firstName?.trim() || ANONYMOUS_AUTHOR;
  return ANONYMOUS_AUTHOR;
}

/** The story's words without Markdown, cut to a card's length at a word. */
export function excerptOf(content: string, length = STORY_EXCERPT_LENGTH) {
  const text = content
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(^|\n)\s*(>|[-+*]|\d+\.)\s+/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentCard(row: StoryRow, author: Author): StoryCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row.content),
    photoUrl: row.photoUrl,
    photoAlt: row.photoUrl ? row.photoAlt : null,
    authorName: authorNameOf(row.naming, author),
    ageAtStartMonths: row.ageAtStartMonths,
    treatment: row.treatment as StoryTreatment,
    stage: row.stage as StoryStage,
    isAdultStory: row.isAdultStory,
    featured: row.featured,
    publishedAt: iso(row.publishedAt),
  };
}

export function presentDetail(row: StoryRow, author: Author, viewer: UserRow | null): StoryDetail {
  return {
    ...presentCard(row, author),
    contentHtml: row.contentHtml,
    status: row.status,
    mine: !!viewer && row.authorId === viewer.id,
    reviewNote: seesReviewNote(viewer, row) ? row.declineReason : null,
  };
}

export function presentOwn(row: StoryRow): OwnStory {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    photoUrl: row.photoUrl,
    photoAlt: row.photoAlt,
    ageAtStartMonths: row.ageAtStartMonths,
    treatment: row.treatment as StoryTreatment,
    stage: row.stage as StoryStage,
    isAdultStory: row.isAdultStory,
    naming: row.naming,
    status: row.status,
    reviewNote: row.status === 'declined' || row.status === 'unpublished' ? row.declineReason : null,
    featured: row.featured,
    submittedAt: row.submittedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    reviewedAt: iso(row.reviewedAt),
  };
}

export function presentAdmin(row: StoryRow, author: Author, reviewer: Pick<UserRow, 'firstName' | 'lastName'> | null): AdminStory {
  return {
    ...presentOwn(row),
    contentHtml: row.contentHtml,
    author: author ? { id: author.id, name: displayName(author), email: author.email } : null,
    authorName: authorNameOf(row.naming, author),
    guardianConsent: row.guardianConsent,
    consentAt: row.consentAt.toISOString(),
    reviewedBy: reviewer ? displayName(reviewer) : null,
  };
}
