import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id settings: 19 MiB, 2 iterations, 1 lane. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** At most two hashes at once, so sign-in traffic cannot exhaust memory or CPU. */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string) {
  return withHashSlot(() => hash(password, ARGON2ID));
}

/** A fixed hash to verify against when no account matches, so both answers take as long. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string) {
  const target = passwordHash ?? (await (dummyHash ??= hashPassword('no-account-dummy-password')));
  const ok = await withHashSlot(() => verify(target, password).catch(() => false));
  return ok && passwordHash !== null;
}

const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** Refuses the ~50,000 most common passwords from breach lists, and obvious variants of the e-mail. */
export function passwordProblem(password: string, context: { email?: string; names?: string[] } = {}) {
  const lower = password.toLowerCase();
  if (common.has(lower) || common.has(lower.replace(/[0-9!.?]+$/, ''))) {
    return 'This password is too common: it appears in lists of breached passwords. Please choose another.';
  }
  if (new Set(lower).size < 4) return 'Please choose a password with more variety.';
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return 'Your password must not contain your e-mail address.';
  return null;
}
