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
  signInFailuresPerEmail: { max: 5, windowMs: 15 * MINUTE },
  signInFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  registrationsPerIp: { max: 20, windowMs: 60 * MINUTE },
  verificationEmailsPerUser: { max: 5, windowMs: 60 * MINUTE },
  verificationEmailsPerIp: { max: 30, windowMs: 60 * MINUTE },
  resetRequestsPerEmail: { max: 5, windowMs: 60 * MINUTE },
  resetRequestsPerIp: { max: 20, windowMs: 60 * MINUTE },
} as const;

/** Donations: enough for a family to retry a few times, too few to test stolen cards with. */
export const DONATION_LIMITS = {
  startsPerIp: { max: 20, windowMs: 60 * MINUTE },
  confirmationsPerIp: { max: 20, windowMs: 60 * MINUTE },
} as const;

/** The assistant: generous enough for a real conversation, not for a script. */
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
