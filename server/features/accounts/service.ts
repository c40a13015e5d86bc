import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { eq } from 'drizzle-orm';
import { POLICY_VERSION, type LoginBody, type RegisterBody } from '../../../shared/api/auth';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { assertUnderLimits, countAttempt, currentCount, increment } from '../../lib/db-rate-limit';
import { AppError } from '../../lib/errors';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords';
import { ACCOUNT_LIMITS, scaled } from '../../lib/rate-limits';
import type { UserRow } from '../../lib/sessions';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

type Context = { db: Db; config: Pick<Config, 'rateLimitScale'>; ip: string };

export async function registerAccount({ db, config, ip }: Context, input: RegisterBody, language: Locale = DEFAULT_LOCALE): Promise<UserRow> {
  const perIp = { key: `register:ip:${ip}`, limit: scaled(config, ACCOUNT_LIMITS.registrationsPerIp) };
  await assertUnderLimits(db, [perIp]);
  await increment(db, perIp.key, perIp.limit);

  const email = normalizeEmail(input.email);
  const problem = passwordProblem(input.password, { email });
  if (problem) throw new AppError('BAD_REQUEST', problem);

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in, or reset your password if you have forgotten it.');
  }
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      termsAcceptedAt: now,
      termsVersion: POLICY_VERSION,
      lastSeenAt: now,
      language,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in, or reset your password if you have forgotten it.');
  return created;
}

const INVALID = 'Invalid email or password';
const TOO_MANY = 'Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.';

/** How long a new device waits once an account has drawn many failures: slower guessing, no lock-out. */
export function slowdownMs(failures: number, after: number) {
  return failures < after ? 0 : Math.min(3000, 250 * (failures - after + 1));
}

/** This browser's fingerprint if it holds a valid known-device token for the account (known-device.ts). */
export type KnownDevice = (userId: string | undefined) => Promise<string | null>;

/**
 * Same answer whether or not the address has an account (decision 0015). A new device is held per
 * account and address, per address, and per account across addresses (slowed, then refused); a
 * browser that signed in to this account before counts only its own failures.
 */
export async function signIn({ db, config, ip }: Context, input: LoginBody, knownDevice: KnownDevice): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const [user] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
  const device = await knownDevice(user?.id);
  const limit = (key: string, value: { max: number; windowMs: number }) => ({ key, limit: scaled(config, value) });
  const counted = device
    ? [limit(`signin-fail:device:${device}`, ACCOUNT_LIMITS.signInFailuresPerKnownDevice)]
    : [
        limit(`signin-fail:pair:${ip}|${email}`, ACCOUNT_LIMITS.signInFailuresPerAccountAndIp),
        limit(`signin-fail:ip:${ip}`, ACCOUNT_LIMITS.signInFailuresPerIp),
        limit(`signin-fail:account:${email}`, ACCOUNT_LIMITS.signInFailuresPerAccount),
      ];
  const slowAfter = scaled(config, ACCOUNT_LIMITS.signInSlowdownPerAccount);
  const wait = device ? 0 : slowdownMs(await currentCount(db, `signin-fail:account:${email}`, slowAfter), slowAfter.max);
  // Counted as a failure before the password is checked, so guesses sent at once (to any instance) cannot all pass.
  const notAFailure = await countAttempt(db, counted, TOO_MANY);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));

  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!ok || !user || user.deletedAt) throw new AppError('UNAUTHORIZED', INVALID);
  await notAFailure();
  if (user.suspendedAt) throw new AppError('FORBIDDEN', 'This account has been suspended. Please contact the team if you think this is a mistake.');
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, user.id));
  return user;
}
