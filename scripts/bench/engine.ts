import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerCleanup, wasInterrupted } from './cleanup';
import type { DatabaseOptions } from '../../server/db/index';
import { DEMO_PASSWORD } from '../../server/seed/factories/users';
import type { BenchEndpoint } from './endpoints';
import { describeError, fixed, int } from './format';
import { type LighthouseOutcome, runLighthouse } from './lighthouse';
import { type LoadResult, type LoadSettings, type Probe, probe, runLoad } from './load';
import type { BenchPage } from './pages';
import { SEED_SCALE_PER_BENCH_SCALE, type SeedReport, createPostgresDatabase, seedDatabase } from './seed';
import { startServer } from './server';
import { type DeliveryResult, describeDelivery, measureDelivery, prepareMessaging } from './messages';
import { BUDDY_PROFILES, prepareBuddy } from './buddy';
import { type OverloadResult, describeOverload, measureOverload, postersFor, preparePosting } from './overload';
import { ANALYTICS_CONNECTIONS, ANALYTICS_PAGE_VIEWS, type AnalyticsPrepared, type AnalyticsReport, describePrepared, measureAnalytics, prepareAnalytics } from './analytics';

/** Issue 6: open message streams, and messages sent a second while they are open. */
const MESSAGE_STREAMS = 200;
const MESSAGE_RATE = 50;

export type EngineSpec = { kind: 'pglite' } | { kind: 'postgres'; serverUrl: string };

export type EndpointRow = {
  endpoint: BenchEndpoint;
  /** One plain request before the load (the first of its kind since the server started: caches are cold). */
  probe: Probe | null;
  load: LoadResult | null;
  /** One plain request after the load: nothing changed since, so a kept answer should cost no SQL. */
  probeAfter: Probe | null;
  error: string | null;
};

export type EngineReport = {
  engine: EngineSpec['kind'];
  seed: SeedReport | null;
  rows: EndpointRow[];
  lighthouse: LighthouseOutcome | null;
  messaging: DeliveryResult | null;
  /** Issue 17: POST /api/forum/posts at twice its saturation (null when skipped or failed). */
  overload: OverloadResult | null;
  /** Issue 22: the figures endpoints over a year of generated visits (null when it failed). */
  analytics: AnalyticsReport | null;
  serverLog: { lines: number; tail: string[] };
  error: string | null;
};

export type EngineRunOptions = {
  scale: number;
  load: LoadSettings;
  endpoints: BenchEndpoint[];
  /** Lighthouse pages, or null to skip Lighthouse on this engine. */
  pages: BenchPage[] | null;
  /** Measure the overload row (issue 17). */
  overload: boolean;
  /** Measure message delivery on open streams (issue 6). */
  messaging: boolean;
  /** Generate a year of page views and load the analytics figures (issue 22). */
  analytics: boolean;
  /** Where Lighthouse writes each page's full report (JSON), or null. */
  lighthouseReportDir?: string | null;
};

/** Seeds a fresh database on one engine, starts the production server on it, loads every endpoint, audits pages. */
export async function runEngine(spec: EngineSpec, options: EngineRunOptions): Promise<EngineReport> {
  const name = spec.kind;
  const log = (line: string) => console.info(`  [${name}] ${line}`);
  const report: EngineReport = { engine: name, seed: null, rows: [], lighthouse: null, messaging: null, overload: null, analytics: null, serverLog: { lines: 0, tail: [] }, error: null };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `clubfoot-bench-${name}-`));
  const removeDataDir = registerCleanup(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let dropDatabase: (() => Promise<void>) | null = null;

  try {
    let databaseUrl: string | undefined;
    // The demo videos take over a minute to draw and encode: only when a chosen row or page shows them.
    const videos = options.endpoints.some((endpoint) => endpoint.videos) || Boolean(options.pages?.some((page) => page.videos));
    log(`seeding a fresh database (seedDemoContent scale ${SEED_SCALE_PER_BENCH_SCALE * options.scale}${videos ? '' : ', without the demo videos'})…`);
    if (spec.kind === 'pglite') {
      report.seed = await seedDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }, options.scale, dataDir, videos);
    } else {
      const created = await createPostgresDatabase(spec.serverUrl);
      dropDatabase = created.drop;
      log(`created database ${created.name}`);
      report.seed = await seedDatabase({ kind: 'postgres', url: created.url }, options.scale, dataDir, videos);
      databaseUrl = created.url;
    }
    log(`seeded ${int(report.seed.rows)} rows in ${report.seed.tables} tables in ${fixed(report.seed.seconds, 1)} s`);
    // Written before the server starts (PGlite allows one process at a time).
    const database: DatabaseOptions =
      spec.kind === 'pglite' ? { kind: 'pglite', dataDir: path.join(dataDir, 'db') } : { kind: 'postgres', url: databaseUrl as string };
    const messaging = options.messaging ? await prepareMessaging(database, MESSAGE_STREAMS) : null;
    let buddy: Awaited<ReturnType<typeof prepareBuddy>> | null = null;
    if (options.endpoints.some((endpoint) => endpoint.asBuddy || endpoint.asRotatingBuddies)) {
      log(`generating ${int(BUDDY_PROFILES)} shoe profiles…`);
      buddy = await prepareBuddy(database, BUDDY_PROFILES);
      log(`generated them in ${fixed(buddy.seconds, 1)} s`);
    }
    let analytics: AnalyticsPrepared | null = null;
    if (options.analytics) {
      log(`generating ${int(ANALYTICS_PAGE_VIEWS)} page views and counting their rollups…`);
      analytics = await prepareAnalytics(database);
      log(describePrepared(analytics));
    }
    const posting = options.overload ? await preparePosting(database, postersFor(options.load.duration)) : null;

    const started = performance.now();
    const server = await startServer({
      name: `server (${name})`,
      script: 'server/main.ts',
      readyPath: '/api/health',
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        TEST_DATABASE_URL: undefined,
        E2E_HOOKS: undefined,
        CLIENT_DIST: undefined,
        SEED: 'never',
        LOG_LEVEL: 'warn',
        COUNT_SQL: '1',
        RATE_LIMIT_SCALE: '100000',
        NODE_ENV: 'production',
      },
    });
    log(`production server ready at ${server.baseUrl} in ${fixed((performance.now() - started) / 1000, 1)} s`);

    // A demo member's session for the signed-in endpoints (the seed creates the demo accounts).
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maya@clubfoot.example', password: DEMO_PASSWORD }),
    });
    const sessionCookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    if (!login.ok) log(`signing in the demo member failed (${login.status}); signed-in endpoints will answer 401`);

    try {
      for (const endpoint of options.endpoints) {
        if (wasInterrupted()) break;
        const row: EndpointRow = { endpoint, probe: null, load: null, probeAfter: null, error: null };
        report.rows.push(row);
        try {
          const extra: Record<string, string> = endpoint.asBuddy && buddy ? { cookie: `sid=${buddy.token}` } : endpoint.signedIn ? { cookie: sessionCookie } : {};
          // The rotating members: the probes ask as the last of them, the load as each of the others in turn.
          const rotating = endpoint.asRotatingBuddies && buddy ? buddy.tokens.map((token) => `sid=${token}`) : [];
          if (rotating.length) extra.cookie = rotating.pop() as string;
          const url = server.baseUrl + (endpoint.resolve ? await endpoint.resolve(server.baseUrl, extra) : endpoint.path);
          row.probe = await probe(url, endpoint.method, extra);
          row.load = await runLoad(url, options.load, endpoint.method, extra, endpoint.rotate, endpoint.cold, rotating);
          if (rotating.length && row.load.requests > rotating.length) {
            log(`  ! ${int(row.load.requests)} requests for ${int(rotating.length)} members: some were asked again (answered from memory)`);
          }
          // Once more after the load: the queries of a read that nothing changed since (caches filled).
          row.probeAfter = await probe(url, endpoint.method, extra);
          log(`${endpoint.path.padEnd(24)} ${int(row.load.rps).padStart(7)} req/s  p99 ${fixed(row.load.p99, 1)} ms`);
        } catch (error) {
          row.error = describeError(error);
          log(`${endpoint.path}: failed: ${row.error}`);
        }
      }

      if (analytics && !wasInterrupted()) {
        report.analytics = { prepared: analytics, rows: [] };
        try {
          report.analytics.rows = await measureAnalytics(server.baseUrl, analytics, { connections: ANALYTICS_CONNECTIONS, duration: options.load.duration }, log);
        } catch (error) {
          log(`analytics: failed: ${describeError(error)}`);
        }
      }

      if (messaging && !wasInterrupted()) {
        try {
          report.messaging = await measureDelivery(server.baseUrl, messaging, { rate: MESSAGE_RATE, seconds: Math.max(5, options.load.duration * 2) });
          log(`messages: ${describeDelivery(report.messaging)}`);
        } catch (error) {
          log(`messages: failed: ${describeError(error)}`);
        }
      }

      if (options.pages && !wasInterrupted()) {
        log(`Lighthouse on ${options.pages.length} page(s) (mobile, simulated throttling)…`);
        report.lighthouse = await runLighthouse(server.baseUrl, options.pages, (page) =>
          log(`Lighthouse ${page.page.path}: performance ${page.scores.performance ?? '-'} in ${fixed(page.seconds, 1)} s`),
          options.lighthouseReportDir ?? null,
        );
      }

      // Last: it writes thousands of replies and queues their notification jobs.
      if (posting && !wasInterrupted()) {
        log(`overload: saturation of POST /api/forum/posts, then twice it for ${options.load.duration} s (${int(posting.tokens.length)} posting members)…`);
        try {
          report.overload = await measureOverload(server.baseUrl, posting, { seconds: options.load.duration, log });
          log(`overload: ${describeOverload(report.overload)}`);
        } catch (error) {
          log(`overload: failed: ${describeError(error)}`);
        }
      }
    } finally {
      await server.stop();
      report.serverLog = server.output();
    }
  } catch (error) {
    report.error = wasInterrupted() ? 'interrupted' : describeError(error);
    log(`failed: ${report.error}`);
  } finally {
    if (dropDatabase) await dropDatabase();
    await removeDataDir();
  }
  return report;
}

/** The baseline: bare Fastify returning { hello: 'world' }, in its own process like the app. */
export async function runBare(load: LoadSettings): Promise<LoadResult> {
  const server = await startServer({ name: 'bare fastify', script: 'scripts/bench/bare-server.ts', readyPath: '/', env: {} });
  try {
    return await runLoad(server.baseUrl + '/', load);
  } finally {
    await server.stop();
  }
}
