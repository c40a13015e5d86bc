import type { Db } from '../../db';
import { increment, RateLimitedError, type WindowLimit } from '../../lib/db-rate-limit';
import type { UserRow } from '../../lib/sessions';
import { forumCan } from './policy';

export type PostingKind = 'topic' | 'reply';

const HOUR = 3600_000;
const NEW_MEMBER_MS = 24 * HOUR;

/** Flood and spam limits per member and hour (replies, comments, edits and reports count together); admins are exempt. */
export const POSTING_LIMITS: Record<'member' | 'newMember', Record<PostingKind, WindowLimit>> = {
  member: { topic: { max: 10, windowMs: HOUR }, reply: { max: 60, windowMs: HOUR } },
  newMember: { topic: { max: 3, windowMs: HOUR }, reply: { max: 10, windowMs: HOUR } },
};

const limitFor = (author: UserRow, kind: PostingKind) =>
  POSTING_LIMITS[Date.now() - author.createdAt.getTime() < NEW_MEMBER_MS ? 'newMember' : 'member'][kind];

const key = (author: UserRow, kind: PostingKind) => `forum-${kind}:${author.id}`;

/**
 * Takes one from this member's hourly allowance, or refuses with 429 and a sentence a person
 * understands. Counted before the writing, in one statement, so parallel requests cannot all pass.
 * Administrators are exempt.
 */
export async function usePostingAllowance(db: Db, author: UserRow, kind: PostingKind) {
  if (forumCan(author, 'posting.unlimited')) return;
  const limit = limitFor(author, kind);
  const count = await increment(db, key(author, kind), limit);
  if (count > limit.max) {
    const error = new RateLimitedError(limit.windowMs);
    error.message =
      kind === 'topic'
        ? 'You have started a lot of topics in the last hour. Please wait a while before starting another.'
        : 'You have posted a lot in the last hour. Please wait a while before posting again.';
    throw error;
  }
}
