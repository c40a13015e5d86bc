import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { Admission, admissionKind, busyLoopRefuses, SHED_LOG_EVERY_MS, ShedLog } from '../../server/lib/load-shedding';
import { testClock } from '../support/test-clock';

/** The admission check's decisions, from made-up timestamps (no timers, no server). */
describe('the busy-loop rule (PGlite)', () => {
  const maxBusyMs = 10;
  const longBefore = { start: 0, end: 50, taken: 2 };

  it('takes every request while the server is idle, and the first two of each run', () => {
    expect(busyLoopRefuses(100, null, longBefore, maxBusyMs)).toBe(false);
    expect(busyLoopRefuses(500, { start: 50, taken: 0 }, longBefore, maxBusyMs)).toBe(false);
    expect(busyLoopRefuses(500, { start: 50, taken: 1 }, longBefore, maxBusyMs)).toBe(false);
  });

  it('refuses a request more than maxBusyMs into a run that right followed a long run', () => {
    const run = { start: 52, taken: 2 };
    expect(busyLoopRefuses(62, run, longBefore, maxBusyMs)).toBe(false);
    expect(busyLoopRefuses(63, run, longBefore, maxBusyMs)).toBe(true);
    expect(busyLoopRefuses(1_000, { start: 52, taken: 7 }, longBefore, maxBusyMs)).toBe(true);
  });

  it('takes requests in a long run after a short run, one long with a single request, after a pause, or with no run before', () => {
    const run = { start: 52, taken: 3 };
    expect(busyLoopRefuses(100, run, { start: 45, end: 50, taken: 5 }, maxBusyMs)).toBe(false);
    expect(busyLoopRefuses(100, run, { start: 0, end: 50, taken: 1 }, maxBusyMs)).toBe(false);
    expect(busyLoopRefuses(100, { start: 61, taken: 3 }, longBefore, maxBusyMs)).toBe(false);
    expect(busyLoopRefuses(100, run, null, maxBusyMs)).toBe(false);
  });
});

describe('Admission', () => {
  it('refuses the request past maxInFlight, and a place given back twice counts once', () => {
    const admission = new Admission({ maxInFlight: 2, maxBusyMs: null }, { now: () => 0, afterTurn: () => {} });
    const first = admission.take();
    admission.take();
    expect(admission.refusal()).toBe('full');
    first();
    first();
    expect(admission.inFlight).toBe(1);
    expect(admission.refusal()).toBeNull();
  });

  it('applies the busy-loop rule to the turns of the loop it is told of', () => {
    const { clock, set, endTurn } = testClock();
    const admission = new Admission({ maxInFlight: 10, maxBusyMs: 10 }, clock);
    // A turn of 20 ms that took two requests.
    expect(admission.refusal()).toBeNull();
    admission.take()();
    admission.take()();
    set(20);
    endTurn();
    // The next follows at once; its first two are taken (given back or not), then 11 ms into it the server refuses.
    set(22);
    admission.take()();
    expect(admission.refusal()).toBeNull();
    admission.take();
    set(33);
    expect(admission.refusal()).toBe('busy');
    // A turn that starts 27 ms after that one ended is not back to back.
    endTurn();
    set(60);
    admission.take();
    admission.take();
    set(75);
    expect(admission.refusal()).toBeNull();
    // Off (PostgreSQL): never busy.
    const postgres = new Admission({ maxInFlight: 10, maxBusyMs: null }, clock);
    postgres.take();
    set(100);
    postgres.take();
    postgres.take();
    set(1_000);
    expect(postgres.refusal()).toBeNull();
  });

  it('tells waiters when the places held reach a number', async () => {
    const admission = new Admission({ maxInFlight: 2, maxBusyMs: null }, { now: () => 0, afterTurn: () => {} });
    const release = admission.take();
    let empty = false;
    const waiting = admission.when((n) => n === 0).then(() => (empty = true));
    await Promise.resolve();
    expect(empty).toBe(false);
    release();
    await waiting;
    expect(empty).toBe(true);
  });
});

describe('what the admission check counts', () => {
  it('counts API requests, checks health and the assistant without a place, exempts the stream, leaves pages alone', () => {
    expect(admissionKind('/api/forum/posts', '/api/forum/posts')).toBe('hold');
    expect(admissionKind('/api/chat/:id/reaction', '/api/chat/x/reaction')).toBe('hold');
    expect(admissionKind(undefined, '/api/no-such-route?x=1')).toBe('hold');
    expect(admissionKind('/api/health', '/api/health')).toBe('check');
    expect(admissionKind('/api/chat', '/api/chat')).toBe('check');
    expect(admissionKind('/api/messages/stream', '/api/messages/stream?lastEventId=4')).toBe('exempt');
    expect(admissionKind(undefined, '/community/forum')).toBeNull();
    expect(admissionKind('/uploads/*', '/uploads/a.webp')).toBeNull();
    expect(admissionKind(undefined, '/apiary')).toBeNull();
  });
});

describe('the load shed log', () => {
  it('writes at most one line a second, with the refusals since the last line', () => {
    let now = 5_000;
    const log = new ShedLog(() => now);
    expect(log.note()).toBe(1);
    expect(log.note()).toBeNull();
    now += SHED_LOG_EVERY_MS - 1;
    expect(log.note()).toBeNull();
    expect(log.note()).toBeNull();
    now += 1;
    expect(log.note()).toBe(4);
    expect(log.note()).toBeNull();
  });
});

describe('the load shedding settings', () => {
  const base = { NODE_ENV: 'test' as const };
  it('caps requests in flight at 64 (32 on PGlite: room for several pages opened at once), or LOAD_SHED_MAX_IN_FLIGHT', () => {
    expect(loadConfig(base).loadShedding).toMatchObject({ maxInFlight: 32, maxBusyMs: 10 });
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db.example/site' }).loadShedding?.maxInFlight).toBe(64);
    expect(loadConfig({ ...base, LOAD_SHED_MAX_IN_FLIGHT: '7', LOAD_SHED_MAX_BUSY_MS: '25' }).loadShedding).toMatchObject({ maxInFlight: 7, maxBusyMs: 25 });
  });

  it('has no cap when shedding is off', () => {
    expect(loadConfig({ ...base, LOAD_SHEDDING: 'off' }).loadShedding).toBeNull();
  });
});
