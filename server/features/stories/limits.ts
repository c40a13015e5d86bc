import type { Config } from '../../config';
import type { Db } from '../../db';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { scaled } from '../../lib/rate-limits';

const HOUR = 3600_000;

/** Generous for a family writing and polishing a story; too few to flood the moderators' queue. */
export const STORY_LIMITS = {
  submissionsPerMember: { max: 10, windowMs: HOUR },
  editsPerMember: { max: 30, windowMs: HOUR },
  photosPerMember: { max: 30, windowMs: HOUR },
} as const;

const TOO_MANY = 'You have sent a lot in a short time. Please wait a while and try again.';

export async function countAgainst(db: Db, config: Pick<Config, 'rateLimitScale'>, key: string, limit: { max: number; windowMs: number }) {
  const counter = { key, limit: scaled(config, limit) };
  await assertUnderLimits(db, [counter], TOO_MANY);
  await increment(db, counter.key, counter.limit);
}
