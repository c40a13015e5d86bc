import { eq } from 'drizzle-orm';
import { POLICY_VERSION, type LoginBody, type RegisterBody } from '../../../shared/api/auth';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { AppError } from '../../lib/errors';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords';
import { ACCOUNT_LIMITS, scaled } from '../../lib/rate-limits';
import type { UserRow } from '../../lib/sessions';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

type Context = { db: Db; config: Pick<Config, 'rateLimitScale'>; ip: string };

export async function registerAccount({ db, config, ip }: Context, input: RegisterBody): Promise<UserRow> {
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
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in, or reset your password if you have forgotten it.');
  return created;
}

const INVALID = 'Invalid email or password';

/** Same answer whether or not the address has an account; failures count per address and per IP. */
export async function signIn({ db, config, ip }: Context, input: LoginBody): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const perEmail = { key: `signin-fail:email:${email}`, limit: scaled(config, ACCOUNT_LIMITS.signInFailuresPerEmail) };
  const perIp = { key: `signin-fail:ip:${ip}`, limit: scaled(config, ACCOUNT_LIMITS.signInFailuresPerIp) };
  await assertUnderLimits(db, [perEmail, perIp]);

  const [user] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!ok || !user || user.deletedAt) {
    await increment(db, perEmail.key, perEmail.limit);
    await increment(db, perIp.key, perIp.limit);
    throw new AppError('UNAUTHORIZED', INVALID);
  }
  if (user.suspendedAt) throw new AppError('FORBIDDEN', 'This account has been suspended. Please contact the team if you think this is a mistake.');
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, user.id));
  return user;
}
