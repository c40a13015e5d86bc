import { and, eq, ne } from 'drizzle-orm';
import type { OwnStory, StoryFields } from '../../../shared/api/stories';
import { slugify } from '../../../shared/slug';
import type { Db, Tx } from '../../db';
import { stories } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { freeSlug } from '../../lib/free-slug';
import { renderMemberText } from '../../lib/member-markdown';
import type { UserRow } from '../../lib/sessions';
import { canEditStory, canWithdrawStory } from './policy';
import { presentOwn, type StoryRow } from './present';

/** Addresses the stories' own pages use. */
const RESERVED_SLUGS = ['new', 'mine', 'home', 'photos'];

/** What the author wrote, as stored: the text rendered as forum posts are; a description only with a photo. */
function fieldsOf(input: StoryFields) {
  return {
    title: input.title,
    content: input.content,
    contentHtml: renderMemberText(input.content),
    photoUrl: input.photoUrl ?? null,
    photoAlt: input.photoUrl ? (input.photoAlt?.trim() ?? null) : null,
    ageAtStartMonths: input.ageAtStartMonths ?? null,
    treatment: input.treatment,
    stage: input.stage,
    isAdultStory: input.isAdultStory,
    naming: input.naming,
    guardianConsent: input.isAdultStory ? false : input.guardianConsent,
    consentAt: new Date(),
  };
}

/**
 * A photo is the uploader's until a story uses it; once one does (and then it may be public), no
 * other story may take it, so nobody can later remove another member's photo by replacing "theirs".
 */
async function assertPhotoFree(db: Db | Tx, photoUrl: string | null | undefined, storyId?: number) {
  if (!photoUrl) return;
  const [used] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.photoUrl, photoUrl), storyId === undefined ? undefined : ne(stories.id, storyId)))
    .limit(1);
  if (used) throw badRequest('Please upload the photo again');
}

export async function createStory(db: Db, member: UserRow, input: StoryFields): Promise<OwnStory> {
  await assertPhotoFree(db, input.photoUrl);
  const slug = await freeSlug(db, stories, slugify(input.title, 'story'), { explicit: false, reserved: RESERVED_SLUGS });
  const now = new Date();
  const [row] = await db
    .insert(stories)
    .values({ ...fieldsOf(input), slug, authorId: member.id, status: 'pending', submittedAt: now, createdAt: now, updatedAt: now })
    .returning();
  return presentOwn(row!);
}

/** The author's own story (anyone else is told it does not exist), locked for the change. */
async function ownStoryForUpdate(tx: Tx, member: UserRow, id: number) {
  const [row] = await tx.select().from(stories).where(eq(stories.id, id)).for('update');
  if (!row || !canEditStory(member, row)) throw notFound('This story was not found.');
  return row;
}

/**
 * Edit and resubmit: whatever its status, the changed story waits for review again (off the site,
 * and no longer featured, until an administrator approves it). Answers the story and the photo it
 * no longer uses, for the caller to remove once this is stored.
 */
export async function updateStory(db: Db, member: UserRow, id: number, input: StoryFields): Promise<{ story: OwnStory; oldPhoto: string | null }> {
  return db.transaction(async (tx) => {
    const current = await ownStoryForUpdate(tx, member, id);
    await assertPhotoFree(tx, input.photoUrl, id);
    const now = new Date();
    const [row] = await tx
      .update(stories)
      .set({ ...fieldsOf(input), status: 'pending', featured: false, declineReason: null, reviewedAt: null, reviewedById: null, submittedAt: now, updatedAt: now })
      .where(eq(stories.id, id))
      .returning();
    const oldPhoto = current.photoUrl && current.photoUrl !== row!.photoUrl ? current.photoUrl : null;
    return { story: presentOwn(row!), oldPhoto };
  });
}

/** Off the site at its author's wish, published or still waiting; it can be edited and resubmitted later. */
export async function withdrawStory(db: Db, member: UserRow, id: number): Promise<OwnStory> {
  return db.transaction(async (tx) => {
    const current: StoryRow = await ownStoryForUpdate(tx, member, id);
    if (!canWithdrawStory(member, current)) throw new AppError('CONFLICT', 'Only a published story, or one waiting for review, can be withdrawn.');
    const [row] = await tx.update(stories).set({ status: 'withdrawn', featured: false, updatedAt: new Date() }).where(eq(stories.id, id)).returning();
    return presentOwn(row!);
  });
}

/** Whether any story still uses a photo (a file is removed only when none does). */
export async function photoInUse(db: Db, photoUrl: string) {
  const [row] = await db.select({ id: stories.id }).from(stories).where(eq(stories.photoUrl, photoUrl)).limit(1);
  return !!row;
}
