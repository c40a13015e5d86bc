import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitCounters } from '../../server/db/schema';
import { windowStart } from '../../server/lib/db-rate-limit';
import { ACCOUNT_LIMITS } from '../../server/lib/rate-limits';
import { TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { createTestApp } from '../support/test-app';

// Real limits (scale 1): each test uses its own accounts and addresses, so they do not meet.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const TOO_MANY = 'Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.';
let lastOctet = 0;
/** A documentation address (RFC 5737) no other test uses. */
const newIp = () => `198.51.100.${(lastOctet += 1)}`;

function deviceCookie(res: LightMyRequestResponse) {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith('known_device='))?.split(';')[0];
}

/** A member registered from their own address: the sign-up leaves this browser known to the account. */
async function member() {
  const email = uniqueEmail('owner');
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: newIp(),
    payload: { firstName: 'Maya', lastName: 'Okafor', email, password: TEST_PASSWORD, acceptTerms: true },
  });
  expect(res.statusCode).toBe(201);
  const device = deviceCookie(res);
  expect(device).toBeDefined();
  const header = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('known_device='));
  expect(header).toMatch(/; HttpOnly/);
  expect(header).toMatch(/; SameSite=Strict/);
  return { email, id: (res.json() as { id: string }).id, device: device as string };
}

const signIn = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password }, headers: cookie ? { cookie } : {} });

async function fail(times: number, email: string, ip: string, cookie?: string) {
  for (let i = 0; i < times; i += 1) expect((await signIn(email, `wrong-password-${i}`, ip, cookie)).statusCode).toBe(401);
}

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ message: TOO_MANY });
}

/** Failures already counted for an account across many addresses (too slow to make one by one). */
async function seedAccountFailures(email: string, count: number) {
  const { windowMs } = ACCOUNT_LIMITS.signInFailuresPerAccount;
  await app.db
    .insert(rateLimitCounters)
    .values({ key: `signin-fail:account:${email}`, windowStart: windowStart(windowMs), count })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count } });
}

describe('sign-in limits stop guessing', () => {
  it('refuses a sixth try at one account from one address, the same for an unknown address', async () => {
    const { email } = await member();
    const attacker = newIp();
    await fail(5, email, attacker);
    expectRefused(await signIn(email, TEST_PASSWORD, attacker));
    const unknown = uniqueEmail('nobody');
    await fail(5, unknown, attacker);
    expectRefused(await signIn(unknown, TEST_PASSWORD, attacker));
  }, 60_000);

  it('tries no more guesses sent all at once than one at a time', async () => {
    const { email } = await member();
    const attacker = newIp();
    const statuses = await Promise.all(Array.from({ length: 15 }, async (_, i) => (await signIn(email, `wrong-password-${i}`, attacker)).statusCode));
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_LIMITS.signInFailuresPerAccountAndIp.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - ACCOUNT_LIMITS.signInFailuresPerAccountAndIp.max);
    expectRefused(await signIn(email, TEST_PASSWORD, attacker));
  }, 60_000);

  it('refuses an address after 100 failures across accounts (spraying from one address)', async () => {
    // A hundred attempts take seconds on a busy machine: the clock starts at the beginning of a window,
    // so they all fall in one (the limits count in fixed windows, and one ending midway resets them).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(windowStart(ACCOUNT_LIMITS.signInFailuresPerIp.windowMs).getTime() + 1000);
    try {
      const shared = newIp();
      for (let account = 0; account < 20; account += 1) await fail(5, uniqueEmail('sprayed'), shared);
      const newcomer = await member();
      expectRefused(await signIn(newcomer.email, TEST_PASSWORD, shared));
    } finally {
      vi.useRealTimers();
    }
  }, 120_000);

  it('slows, then refuses, new devices once an account has drawn many failures from everywhere', async () => {
    const { email, device } = await member();
    await seedAccountFailures(email, ACCOUNT_LIMITS.signInSlowdownPerAccount.max + 1);
    const started = Date.now();
    expect((await signIn(email, TEST_PASSWORD, newIp())).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);

    await seedAccountFailures(email, ACCOUNT_LIMITS.signInFailuresPerAccount.max);
    expectRefused(await signIn(email, TEST_PASSWORD, newIp()));
    // The owner's own browser is not held by the account's ceiling, and is not slowed.
    const quick = Date.now();
    expect((await signIn(email, TEST_PASSWORD, newIp(), device)).statusCode).toBe(200);
    expect(Date.now() - quick).toBeLessThan(3000);
  }, 60_000);

  it("limits a known device's own failures too", async () => {
    const { email, device } = await member();
    const ip = newIp();
    await fail(5, email, ip, device);
    expectRefused(await signIn(email, TEST_PASSWORD, ip, device));
    // Another browser of the owner's, elsewhere, is not affected.
    expect((await signIn(email, TEST_PASSWORD, newIp())).statusCode).toBe(200);
  }, 60_000);
});

describe('sign-in limits do not lock owners out', () => {
  it("lets the owner in from another address after an attacker's failures", async () => {
    const { email } = await member();
    const attacker = newIp();
    await fail(5, email, attacker);
    expectRefused(await signIn(email, TEST_PASSWORD, attacker));
    expect((await signIn(email, TEST_PASSWORD, newIp())).statusCode).toBe(200);
  }, 60_000);

  it('lets a member with a known device in from a shared address that others have exhausted', async () => {
    const owner = await member();
    const school = newIp();
    // A stranger behind the same address: first the owner's own account, then many others.
    await fail(5, owner.email, school);
    for (let account = 0; account < 19; account += 1) await fail(5, uniqueEmail('sprayed'), school);
    const res = await signIn(owner.email, TEST_PASSWORD, school, owner.device);
    expect(res.statusCode).toBe(200);
    expect(deviceCookie(res)).toBeDefined();
  }, 120_000);

  it('gives no exemption for a forged device cookie or one for another account', async () => {
    const owner = await member();
    const other = await member();
    const ip = newIp();
    await fail(5, owner.email, ip);
    const issued = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', randomBytes(32)).update(`known-device:v1:${owner.id}:${issued}`).digest('base64url');
    const ownerValue = owner.device.slice('known_device='.length);
    const tampered = `${ownerValue.slice(0, -2)}${ownerValue.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cookie of [other.device, `known_device=v1.${owner.id}.${issued}.${signature}`, `known_device=${tampered}`, `known_device=v1.${owner.id}.${issued}`]) {
      expectRefused(await signIn(owner.email, TEST_PASSWORD, ip, cookie));
    }
    expect((await signIn(owner.email, TEST_PASSWORD, ip, owner.device)).statusCode).toBe(200);
  }, 60_000);

  it('keeps the devices of several accounts in one browser', async () => {
    const first = await member();
    const second = await member();
    const both = deviceCookie(await signIn(first.email, TEST_PASSWORD, newIp(), second.device)) as string;
    const ip = newIp();
    await fail(5, first.email, ip);
    await fail(5, second.email, ip);
    expect((await signIn(second.email, TEST_PASSWORD, ip, both)).statusCode).toBe(200);
    expect((await signIn(first.email, TEST_PASSWORD, ip, both)).statusCode).toBe(200);
  }, 60_000);
});

describe('password reset requests', () => {
  const requestReset = (email: string, remoteAddress: string, cookie?: string) =>
    app.inject({ method: 'POST', url: '/api/auth/password-reset/request', remoteAddress, payload: { email }, headers: cookie ? { cookie } : {} });

  it("still answer the owner after a stranger's requests from elsewhere", async () => {
    const { email } = await member();
    const attacker = newIp();
    for (let i = 0; i < 5; i += 1) expect((await requestReset(email, attacker)).statusCode).toBe(200);
    expect((await requestReset(email, attacker)).statusCode).toBe(429);
    expect((await requestReset(email, newIp())).statusCode).toBe(200);
  });

  it('stop flooding one inbox from many addresses, except for a known device of the account', async () => {
    const { email, device } = await member();
    for (let ip = 0; ip < 2; ip += 1) {
      const attacker = newIp();
      for (let i = 0; i < 5; i += 1) expect((await requestReset(email, attacker)).statusCode).toBe(200);
    }
    const refused = await requestReset(email, newIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await requestReset(email, newIp(), device)).statusCode).toBe(200);
  });
});
