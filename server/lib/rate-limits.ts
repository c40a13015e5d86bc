import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';

/** Every rate limit of the site, in one place. Counted per client address per window. */
export const RATE_LIMITS = {
  /** The page tracker sends a few calls per page; this is generous for a person, tight for a flood. */
  analytics: { max: 240, timeWindow: '1 minute' },
} as const satisfies Record<string, { max: number; timeWindow: string }>;

const MINUTE = 60_000;

/** Limits kept in the database (shared by every instance), per key and fixed window. */
export const ACCOUNT_LIMITS = {
  /** Sign-in failures (decision 0015): guessing is stopped per account and address, owners are not locked out. */
  signInFailuresPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  /** High enough for a school or a carrier's shared address, low enough to stop spraying from one. */
  signInFailuresPerIp: { max: 100, windowMs: 15 * MINUTE },
  /** Past this many failures for one account (from anywhere), every new device's attempt waits first. */
  signInSlowdownPerAccount: { max: 10, windowMs: 60 * MINUTE },
  /** The ceiling for an attacker spread over many addresses; a known device is not held by it. */
  signInFailuresPerAccount: { max: 100, windowMs: 60 * MINUTE },
  /** A known device's own failures (a stolen device cookie buys no more guesses than one address). */
  signInFailuresPerKnownDevice: { max: 5, windowMs: 15 * MINUTE },
  registrationsPerIp: { max: 20, windowMs: 60 * MINUTE },
  verificationEmailsPerUser: { max: 5, windowMs: 60 * MINUTE },
  verificationEmailsPerIp: { max: 30, windowMs: 60 * MINUTE },
  resetRequestsPerEmailAndIp: { max: 5, windowMs: 60 * MINUTE },
  /** Keeps an inbox from being flooded from many addresses; a known device of the account is not held by it. */
  resetRequestsPerEmail: { max: 10, windowMs: 60 * MINUTE },
  resetRequestsPerIp: { max: 20, windowMs: 60 * MINUTE },
} as const;

/** Donations: enough for a family to retry a few times, too few to test stolen cards with. */
export const DONATION_LIMITS = {
  startsPerIp: { max: 20, windowMs: 60 * MINUTE },
  confirmationsPerIp: { max: 20, windowMs: 60 * MINUTE },
} as const;

/** The assistant: generous enough for a real conversation, not for a script. */
/** The shop: checkouts share the donations' per-address limits; reviews and reports are per member. */
export const SHOP_LIMITS = {
  reviewSavesPerMember: { max: 30, windowMs: 60 * MINUTE },
  reviewReportsPerMember: { max: 20, windowMs: 60 * MINUTE },
} as const;

export const CHAT_LIMITS = {
  perIp: { max: 60, windowMs: 10 * MINUTE },
  perMember: { max: 60, windowMs: 10 * MINUTE },
} as const;

/** Find a Doctor requests and the contact form, per address. */
export const REFERRAL_LIMITS = {
  requestsPerIp: { max: 5, windowMs: 60 * MINUTE },
  contactPerIp: { max: 5, windowMs: 60 * MINUTE },
} as const;

export function scaled<T extends { max: number }>(config: Pick<Config, 'rateLimitScale'>, limit: T): T {
  return { ...limit, max: Math.ceil(limit.max * config.rateLimitScale) };
}

export function rateLimitFor(config: Pick<Config, 'rateLimitScale'>, name: keyof typeof RATE_LIMITS): RateLimitOptions {
  const limit = RATE_LIMITS[name];
  return { max: Math.ceil(limit.max * config.rateLimitScale), timeWindow: limit.timeWindow };
}
