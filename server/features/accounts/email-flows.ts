import { localizedPath } from '../../../shared/i18n/locales';
import { memberLocale, messagesIn, type ServerTranslate } from '../../lib/i18n';
import { accountMailMessages } from './mail-messages';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { accountTokens, auditLog, sessions, users } from '../../db/schema';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { ACCOUNT_LIMITS, scaled } from '../../lib/rate-limits';
import type { UserRow } from '../../lib/sessions';
import { type KnownDevice, normalizeEmail } from './service';

type Purpose = 'verify-email' | 'reset-password';
type Context = { db: Db; config: Pick<Config, 'publicUrl' | 'adminEmails' | 'rateLimitScale'>; mailer: Mailer };

const VERIFY_TTL_MS = 24 * 3600_000;
const RESET_TTL_MS = 3600_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use link; earlier unused links for the same purpose stop working. */
async function issueToken(db: Db, user: UserRow, purpose: Purpose, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({ id: hash(token), userId: user.id, purpose, email: user.email, expiresAt: new Date(Date.now() + ttlMs) });
  });
  return token;
}

const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';

async function consumeToken(db: Db, token: string, purpose: Purpose) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, hash(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
    .returning();
  if (!row) throw new AppError('BAD_REQUEST', INVALID_LINK);
  return row;
}

export async function sendVerificationEmail({ db, config, mailer }: Context, user: UserRow, ip: string) {
  const perUser = { key: `verify-email:user:${user.id}`, limit: scaled(config, ACCOUNT_LIMITS.verificationEmailsPerUser) };
  const perIp = { key: `verify-email:ip:${ip}`, limit: scaled(config, ACCOUNT_LIMITS.verificationEmailsPerIp) };
  await assertUnderLimits(db, [perUser, perIp]);
  await increment(db, perUser.key, perUser.limit);
  await increment(db, perIp.key, perIp.limit);
  const token = await issueToken(db, user, 'verify-email', VERIFY_TTL_MS);
  const link = `${config.publicUrl}/api/auth/verify-email?token=${token}`;
  const t = messagesIn(accountMailMessages, memberLocale(user));
  await mailer.send({
    to: user.email,
    subject: t('verify.subject'),
    link,
    text: [greeting(t, user), '', t('verify.body'), '', link, '', t('verify.expiry'), '', t('signature')].join('\n'),
  });
}

/** "Hello Maya," in the member's language. */
const greeting = (t: ServerTranslate<(typeof accountMailMessages)['en']>, user: UserRow) => (user.firstName ? t('greeting', { name: user.firstName }) : t('greetingNoName'));

/** Marks the address verified (if it is still the account's address); ADMIN_EMAILS become admins. */
export async function verifyEmail({ db, config }: Context, token: string) {
  const row = await consumeToken(db, token, 'verify-email');
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user || user.deletedAt || user.email !== row.email) throw new AppError('BAD_REQUEST', INVALID_LINK);
  const promote = config.adminEmails.includes(user.email) && user.role !== 'admin';
  await db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerifiedAt: new Date(), ...(promote ? { role: 'admin' as const } : {}) }).where(eq(users.id, user.id));
    if (promote) await tx.insert(auditLog).values({ actorId: null, action: 'user.promoted_by_admin_emails', targetUserId: user.id, details: {} });
  });
}

/**
 * Always answers the same; sends a link only when the address has an active account. Counted per
 * address and IP, per IP, and per address overall (against flooding an inbox); a browser known to the
 * account is held by none of these, so a stranger's requests cannot keep the owner from a link.
 */
export async function requestPasswordReset({ db, config, mailer }: Context, rawEmail: string, ip: string, knownDevice: KnownDevice) {
  const email = normalizeEmail(rawEmail);
  const [user] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
  if (!(await knownDevice(user?.id))) {
    const checks = [
      { key: `reset:pair:${ip}|${email}`, limit: scaled(config, ACCOUNT_LIMITS.resetRequestsPerEmailAndIp) },
      { key: `reset:ip:${ip}`, limit: scaled(config, ACCOUNT_LIMITS.resetRequestsPerIp) },
      { key: `reset:email:${email}`, limit: scaled(config, ACCOUNT_LIMITS.resetRequestsPerEmail) },
    ];
    await assertUnderLimits(db, checks, 'Too many password reset requests. Please use the newest link we sent, or wait a while and try again.');
    for (const check of checks) await increment(db, check.key, check.limit);
  }
  if (!user || user.deletedAt || user.suspendedAt) return;
  const token = await issueToken(db, user, 'reset-password', RESET_TTL_MS);
  const locale = memberLocale(user);
  const t = messagesIn(accountMailMessages, locale);
  const link = `${config.publicUrl}${localizedPath(`/reset-password?token=${token}`, locale)}`;
  await mailer.send({
    to: user.email,
    subject: t('reset.subject'),
    link,
    text: [greeting(t, user), '', t('reset.body'), '', link, '', t('reset.expiry'), '', t('signature')].join('\n'),
  });
}

/** Sets the new password and ends every session; the caller signs this browser in. */
export async function resetPassword({ db }: Context, token: string, newPassword: string) {
  // A refused password leaves the link usable; only a successful reset uses it up.
  const [pending] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(eq(accountTokens.id, hash(token)), eq(accountTokens.purpose, 'reset-password'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())));
  const [owner] = pending ? await db.select({ email: users.email }).from(users).where(eq(users.id, pending.userId)) : [];
  const problem = owner ? passwordProblem(newPassword, { email: owner.email }) : null;
  if (problem) throw new AppError('BAD_REQUEST', problem);
  const row = await consumeToken(db, token, 'reset-password');
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user || user.deletedAt || user.suspendedAt || user.email !== row.email) throw new AppError('BAD_REQUEST', INVALID_LINK);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  return user;
}
