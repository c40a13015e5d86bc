import type { Db } from '../../db';
import { assertUnderLimits, increment, type WindowLimit } from '../../lib/db-rate-limit';
import type { UserRow } from '../../lib/sessions';

export type PostingKind = 'topic' | 'reply';

const HOUR = 3600_000;
const NEW_MEMBER_MS = 24 * HOUR;

/** Flood and spam limits per member and hour (replies and comments count together); admins are exempt. */
export const POSTING_LIMITS: Record<'member' | 'newMember', Record<PostingKind, WindowLimit>> = {
  member: { topic: { max: 10, windowMs: HOUR }, reply: { max: 60, windowMs: HOUR } },
  newMember: { topic: { max: 3, windowMs: HOUR }, reply: { max: 10, windowMs: HOUR } },
};

const limitFor = (author: UserRow, kind: PostingKind) =>
  POSTING_LIMITS[Date.now() - author.createdAt.getTime() < NEW_MEMBER_MS ? 'newMember' : 'member'][kind];

const key = (author: UserRow, kind: PostingKind) => `forum-${kind}:${author.id}`;

/** 429 with a message a person understands when this member has posted their hour's share. */
export async function assertCanPost(db: Db, author: UserRow, kind: PostingKind) {
  try {
    await assertUnderLimits(db, [{ key: key(author, kind), limit: limitFor(author, kind) }]);
  } catch (error) {
    if (error instanceof Error && 'retryAfterSeconds' in error) {
      error.message =
        kind === 'topic'
          ? 'You have started a lot of topics in the last hour. Please wait a while before starting another.'
          : 'You have posted a lot in the last hour. Please wait a while before posting again.';
    }
    throw error;
  }
}

export async function countPost(db: Pick<Db, 'insert'>, author: UserRow, kind: PostingKind) {
  if (author.role !== 'admin') await increment(db as Db, key(author, kind), limitFor(author, kind));
}
