/**
 * Issue 22: a year of a busy site's visits (1,000,000 page views over about 300,000 sessions,
 * generated in SQL), the rollups counted once from scratch (timed), then the p99 of the four
 * /admin/analytics figures endpoints over that year, as an admin.
 *
 * Part of `npm run bench`; on its own (only these rows, on the bench's seed without its videos):
 *   node --import tsx scripts/bench/analytics.ts [--skip-pglite] [--skip-postgres] [--scale N] [--duration S] [--connections N]
 * with DATABASE_URL or TEST_DATABASE_URL set for PostgreSQL.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../../server/db/index';
import { refreshRollups } from '../../server/features/analytics/rollups/engine';
import { allRollupGroups } from '../../server/features/analytics/rollups/groups';
import { demoLanguages, demoReferrers, demoUserAgents } from '../../server/seed/content/analytics';
import { seedDemoContent } from '../../server/seed/seed';
import { registerCleanup, runAllCleanups, wasInterrupted } from './cleanup';
import { type Column, describeError, fixed, int, printTable } from './format';
import { LOAD_HEADERS, type LoadSettings, probe } from './load';
import { SEED_SCALE_PER_BENCH_SCALE, createPostgresDatabase, redactUrl } from './seed';
import { startServer } from './server';

export const ANALYTICS_PAGE_VIEWS = 1_000_000;
export const ANALYTICS_SESSIONS = 300_000;
/** The target, on PostgreSQL: a year's chart of a busy site answers well under a second. */
export const ANALYTICS_TARGET_P99_MS = 200;
/** Requests at a time to one figures endpoint: an admin's own wait for a section, not a crowd's (admins are few). */
export const ANALYTICS_CONNECTIONS = 1;
const BATCHES = 10;
const ADMIN_EMAIL = 'admin@clubfoot.example';

const FIGURES = ['traffic', 'members', 'content', 'programmes'] as const;

export type AnalyticsPrepared = {
  /** The demo admin's session (its cookie's value), made in the database so no sign-in is needed while the server sheds load. */
  adminToken: string;
  pageViews: number;
  sessions: number;
  paths: number;
  seedSeconds: number;
  backfillSeconds: number;
  rollupRows: number;
};
export type AnalyticsRow = { figure: string; path: string; load: FigureLoad | null; sqlQueries: number | null; status: number | null; error: string | null };
export type AnalyticsReport = { prepared: AnalyticsPrepared; rows: AnalyticsRow[] };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every value of a weighted list, repeated by its weight (rounded), so SQL can pick one at random from an array. */
const spread = <T>(items: { value: T; weight: number }[]) => items.flatMap((item) => Array.from({ length: Math.max(1, Math.round(item.weight)) }, () => item.value));

/** The demo's browsers in the versions a year of visits brings (a few releases of each). */
function userAgents() {
  const agents: string[] = [];
  for (const { value, weight } of demoUserAgents) {
    for (let step = 0; step < 6; step += 1) {
      const agent = value.agent
        .replace(/Chrome\/(\d+)/, (_, major: string) => `Chrome/${Number(major) - step}`)
        .replace(/Edg\/(\d+)/, (_, major: string) => `Edg/${Number(major) - step}`)
        .replace(/(rv:|Firefox\/)(\d+)/g, (_, prefix: string, major: string) => `${prefix}${Number(major) - step}`)
        .replace(/OS (\d+)_(\d+)/, (_, major: string, minor: string) => `OS ${Number(minor) >= step ? major : Number(major) - 1}_${Math.max(0, Number(minor) - step)}`)
        .replace(/Version\/(\d+)\.(\d+)/, (_, major: string, minor: string) => `Version/${Number(minor) >= step ? major : Number(major) - 1}.${Math.max(0, Number(minor) - step)}`);
      for (let i = 0; i < weight; i += 1) agents.push(agent);
    }
  }
  return agents;
}

/** Referring addresses: the demo's, and a long tail of smaller sites (blogs, parents' groups) each sending a few. */
function referrers() {
  const common = spread([...demoReferrers.other, ...demoReferrers.search]);
  const words = ['little', 'steps', 'feet', 'brace', 'hope', 'walk', 'parents', 'ponseti', 'stride', 'families', 'together', 'heel'];
  const tail: string[] = [];
  for (const first of words) for (const second of words) if (first !== second) tail.push(`https://www.${first}${second}.org/blog/`);
  return { common, tail };
}

/** The site's pages, section pages first, then its articles, topics, events, stories and products interleaved (most visited first). */
async function sitePaths(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const sections = ['/', '/', '/', '/resources', '/resources', '/community/forum', '/community/forum', '/donate', '/events', '/videos', '/about', '/community'];
  sections.push('/community/success-stories', '/community/groups', '/shop', '/clubfoot-buddy', '/find-doctor', '/contact', '/login', '/privacy-policy');
  const list = async (query: ReturnType<typeof sql>) => rowsOf<{ path: string }>(await db.execute(query)).map((row) => row.path);
  const lists = [
    await list(sql`select '/resources/' || slug as path from resources where status = 'published' order by featured desc, id limit 4000`),
    await list(sql`
      select '/community/forum/' || t.slug as path from forum_topics t join forum_categories c on c.id = t.category_id
      where t.removed_at is null and c.group_id is null order by t.id limit 4000`),
    await list(sql`select '/events/' || slug as path from events where status = 'published' order by starts_at desc limit 1000`),
    await list(sql`select '/community/success-stories/' || slug as path from stories where status = 'published' order by id limit 1000`),
    await list(sql`select '/videos/' || slug as path from videos where status = 'published' order by id`),
    await list(sql`select '/shop/products/' || slug as path from products where status = 'published' order by id`),
  ];
  const content: string[] = [];
  for (let i = 0; lists.some((items) => i < items.length); i += 1) for (const items of lists) if (i < items.length) content.push(items[i] as string);
  return { sections, content };
}

/**
 * Writes a year of visits in SQL: sessions a little more frequent lately (the site grows), one to
 * twelve page views each (a third leave after one), every view carrying its session's referrer.
 * Then the search misses of the year and fresh statistics.
 */
async function generateVisits(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const { sections, content } = await sitePaths(db);
  const agents = userAgents();
  const { common, tail } = referrers();
  const languages = spread(demoLanguages);
  const members = rowsOf<{ id: string }>(await db.execute(sql`select id::text as id from users where email not like 'bench-%' order by email limit 2000`)).map((row) => row.id);
  const perBatch = ANALYTICS_SESSIONS / BATCHES;
  const viewsPerBatch = ANALYTICS_PAGE_VIEWS / BATCHES;
  await db.transaction(async (tx) => {
    // The same year on every run (random() below follows this seed within the transaction).
    await tx.execute(sql`select setseed(0.22)`);
    for (let batch = 0; batch < BATCHES; batch += 1) {
      await tx.execute(sql`
        with plan as materialized (
          select g,
            'session_bench' || g || '_' || substr(md5(g::text), 1, 12) as session_id,
            now() - interval '1 hour' - (case when random() < 0.5 then random() else 1 - sqrt(random()) end) * interval '364 days' as started_at,
            least(12, 1 + floor(ln(1 - random()) / ln(0.705)))::int as views,
            -- Signed-in members (none when the seed made no accounts: an empty array's first item is null).
            case when random() < 0.05 then (${sql.param(members)}::text[])[1 + floor(random() * ${members.length})::int] end as user_id,
            (${sql.param(agents)}::text[])[1 + floor(random() * ${agents.length})::int] as user_agent,
            case when random() < 0.05 then null else (${sql.param(languages)}::text[])[1 + floor(random() * ${languages.length})::int] end as language,
            case when random() < 0.96 then (${sql.param(common)}::text[])[1 + floor(random() * ${common.length})::int]
              else (${sql.param(tail)}::text[])[1 + floor(random() * ${tail.length})::int] end as referrer,
            random() as ends
          from generate_series(${batch * perBatch + 1}::int, ${(batch + 1) * perBatch}::int) g
        ),
        timed as materialized (
          select plan.*, case when ends < 0.15 then null
            else round(10 + random() * 90 + (views - 1) * (20 + random() * 130))::int end as duration_seconds
          from plan
        ),
        made as (
          insert into analytics_sessions (session_id, user_id, user_agent, language, started_at, ended_at, duration_seconds)
          select session_id, user_id, user_agent, language, started_at, started_at + make_interval(secs => duration_seconds), duration_seconds from timed
        )
        insert into page_views (session_id, user_id, path, referrer, created_at)
        select session_id, user_id,
          case when random() < 0.35 then (${sql.param(sections)}::text[])[1 + floor(random() * ${sections.length})::int]
            else (${sql.param(content)}::text[])[1 + floor(${content.length} * power(random(), 2.5))::int] end,
          nullif(referrer, ''),
          started_at + (k - 1) * make_interval(secs => coalesce(duration_seconds::float8 / views, 45))
        from timed cross join lateral generate_series(1, views) k
        limit ${viewsPerBatch}`);
    }
    // What people searched for and did not find: 100 a day, a few hundred different searches.
    const words = ['brace', 'bar', 'boots', 'cast', 'swimming', 'school', 'night', 'shoes', 'pain', 'running', 'relapse', 'surgery'];
    const more = ['twins', 'insurance', 'airport', 'daycare', 'grandparents', 'eczema', 'teething', 'nanny', 'trampoline', 'football', 'ballet', 'costs'];
    await tx.execute(sql`
      insert into search_misses (area, term, created_at)
      select case when random() < 0.65 then 'library' else 'forum' end,
        (${sql.param(words)}::text[])[1 + floor(${words.length} * power(random(), 2))::int] || ' ' || (${sql.param(more)}::text[])[1 + floor(${more.length} * power(random(), 1.5))::int],
        now() - interval '1 hour' - random() * interval '364 days'
      from generate_series(1, 36500)`);
  });
  for (const table of ['analytics_sessions', 'page_views', 'search_misses']) await db.execute(sql.raw(`analyze ${table}`));
  return content.length + new Set(sections).size;
}

/** Generates the year of visits and counts every rollup once from scratch; before the server starts (PGlite allows one process). */
export async function prepareAnalytics(options: DatabaseOptions): Promise<AnalyticsPrepared> {
  const database = await openDatabase(options);
  try {
    const db = database.db;
    let started = performance.now();
    const paths = await generateVisits(db);
    const seedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await refreshRollups(db, allRollupGroups, { maxAgeMs: 0 });
    const backfillSeconds = (performance.now() - started) / 1000;
    await db.execute(sql`analyze analytics_daily`);
    const adminToken = randomBytes(32).toString('base64url');
    const made = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into sessions (id, user_id, expires_at)
        select ${createHash('sha256').update(adminToken).digest('hex')}, id, now() + interval '1 day' from users where email = ${ADMIN_EMAIL}
        returning user_id as id`),
    );
    if (made.length === 0) throw new Error(`the seed made no ${ADMIN_EMAIL} account`);
    const [counts] = rowsOf<{ views: string; sessions: string; rollups: string }>(
      await db.execute(sql`
        select (select count(*) from page_views) as views, (select count(*) from analytics_sessions) as sessions,
          (select count(*) from analytics_daily) as rollups`),
    );
    return {
      adminToken,
      pageViews: Number(counts?.views ?? 0),
      sessions: Number(counts?.sessions ?? 0),
      paths,
      seedSeconds,
      backfillSeconds,
      rollupRows: Number(counts?.rollups ?? 0),
    };
  } finally {
    await database.close();
  }
}

export const describePrepared = (prepared: AnalyticsPrepared) =>
  `${int(prepared.pageViews)} page views and ${int(prepared.sessions)} sessions in all (over ${int(prepared.paths)} paths), generated in ${fixed(prepared.seedSeconds, 1)} s; ` +
  `rollup backfill ${fixed(prepared.backfillSeconds, 1)} s (${int(prepared.rollupRows)} rows of analytics_daily)`;

/** The year ending today, as the dashboard's "12 months" asks for it. */
function lastYear(now = new Date()) {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
  return { from, to };
}

/** What one figures endpoint did: latencies of its 2xx answers only, refusals counted apart. */
export type FigureLoad = { requests: number; ok: number; shed: number; other: number; errors: number; seconds: number; p50: number; p99: number; max: number };

/** At least this many answers per endpoint, so the p99 is not simply the slowest of a few dozen (within the longest run below). */
const MIN_SAMPLES = 200;
const MAX_SECONDS = 30;

/**
 * `connections` closed-loop clients asking for one endpoint for `duration` seconds and until it has
 * answered 200 times (at most 30 s). Only the 2xx answers' latencies make the p50 and p99: a fast 503
 * of load shedding is counted, not taken for a fast answer.
 */
async function loadFigure(url: string, headers: Record<string, string>, { connections, duration }: LoadSettings, minSamples = MIN_SAMPLES): Promise<FigureLoad> {
  const latencies: number[] = [];
  const counts = { requests: 0, shed: 0, other: 0, errors: 0 };
  const started = performance.now();
  const enough = () => {
    const elapsed = (performance.now() - started) / 1000;
    return wasInterrupted() || elapsed >= MAX_SECONDS || (elapsed >= duration && latencies.length >= minSamples);
  };
  const client = async () => {
    while (!enough()) {
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        counts.requests += 1;
        if (response.ok) latencies.push(performance.now() - sent);
        else if (response.status === 503) counts.shed += 1;
        else counts.other += 1;
      } catch {
        counts.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  latencies.sort((x, y) => x - y);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil(q * latencies.length) - 1))] ?? Number.NaN;
  return { ...counts, ok: latencies.length, seconds: (performance.now() - started) / 1000, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? Number.NaN };
}

/** Asks for each section's figures over the last year as the demo admin, one endpoint after the other. */
export async function measureAnalytics(baseUrl: string, prepared: AnalyticsPrepared, settings: LoadSettings, log: (line: string) => void): Promise<AnalyticsRow[]> {
  const headers = { ...LOAD_HEADERS, cookie: `sid=${prepared.adminToken}` };
  const { from, to } = lastYear();
  const rows: AnalyticsRow[] = [];
  for (const figure of FIGURES) {
    if (wasInterrupted()) break;
    const path = `/api/admin/analytics/${figure}?from=${from}&to=${to}`;
    const row: AnalyticsRow = { figure, path, load: null, sqlQueries: null, status: null, error: null };
    rows.push(row);
    try {
      // The first request brings the section's rollups up to the minute (as the first admin of the hour does); then a short
      // warm-up, which also waits out any load shedding the previous measurement left behind.
      const first = await probe(baseUrl + path, 'GET', headers);
      row.status = first.status;
      row.sqlQueries = first.sqlQueries;
      if (first.status !== 200) log(`analytics ${figure}: a plain request answered ${first.status}`);
      await loadFigure(baseUrl + path, headers, { connections: settings.connections, duration: 0 }, 5);
      const load = await loadFigure(baseUrl + path, headers, settings);
      row.load = load;
      if (load.ok === 0) row.error = `no request answered 2xx (${load.shed} x 503, ${load.other} other, ${load.errors} errors)`;
      log(`analytics ${figure.padEnd(10)} ${int(load.ok)} answers in ${fixed(load.seconds, 1)} s, p50 ${fixed(load.p50, 1)} ms, p99 ${fixed(load.p99, 1)} ms`);
    } catch (error) {
      row.error = describeError(error);
      log(`analytics ${figure}: failed: ${row.error}`);
    }
  }
  return rows;
}

const dash = '-';
const ms = (value: number) => (Number.isNaN(value) ? dash : fixed(value, 1));

/** The figures beside their target; PGlite's are shown without it (the target is PostgreSQL's). */
export function printAnalytics(engines: { engine: string; analytics: AnalyticsReport | null }[], load: LoadSettings) {
  const { from, to } = lastYear();
  console.info(
    `\nAnalytics figures (issue 22: ${int(ANALYTICS_PAGE_VIEWS)} generated page views over 12 months, about ${int(ANALYTICS_SESSIONS)} sessions; ` +
      `GET /api/admin/analytics/<section>?from=${from}&to=${to} as the demo admin, ${load.connections} request(s) at a time, ` +
      `each endpoint for ${load.duration} s and ${MIN_SAMPLES} answers (at most ${MAX_SECONDS} s); latencies of the 2xx answers)`,
  );
  const columns: Column[] = [
    { header: 'engine' },
    { header: 'figures' },
    { header: 'req/s', align: 'right' },
    { header: 'p50 ms', align: 'right' },
    { header: 'p99 ms', align: 'right' },
    { header: 'max ms', align: 'right' },
    { header: '503', align: 'right' },
    { header: 'other non-2xx', align: 'right' },
    { header: 'errors', align: 'right' },
    { header: 'SQL/req', align: 'right' },
    { header: 'target misses' },
  ];
  const rows: string[][] = [['target', dash, dash, dash, `< ${ANALYTICS_TARGET_P99_MS} on PostgreSQL`, dash, '0', '0', '0', dash, '']];
  for (const engine of engines) {
    if (!engine.analytics?.rows.length) {
      rows.push([engine.engine, 'not measured', dash, dash, dash, dash, dash, dash, dash, dash, '']);
      continue;
    }
    for (const row of engine.analytics.rows) {
      const load = row.load;
      const misses: string[] = [];
      const measured = engine.engine === 'postgres';
      if (load && measured && !(load.p99 < ANALYTICS_TARGET_P99_MS)) misses.push(`p99 ${ms(load.p99)} ms`);
      if (load && (load.shed || load.other || load.errors)) misses.push(`${int(load.shed + load.other + load.errors)} of ${int(load.requests + load.errors)} requests failed`);
      const verdict = row.error ? `failed: ${row.error}` : misses.length ? `MISS: ${misses.join('; ')}` : measured ? 'ok' : 'no target (PostgreSQL only)';
      rows.push([
        engine.engine,
        row.figure,
        load ? int(load.requests / load.seconds) : 'failed',
        load ? ms(load.p50) : dash,
        load ? ms(load.p99) : dash,
        load ? ms(load.max) : dash,
        load ? int(load.shed) : dash,
        load ? int(load.other) : dash,
        load ? int(load.errors) : dash,
        row.sqlQueries === null ? dash : String(row.sqlQueries),
        verdict,
      ]);
    }
  }
  printTable(columns, rows);
  if (engines.some((engine) => engine.analytics?.rows.some((row) => row.load?.shed))) {
    console.info('  503: the server shed load (its default, as in production: a long query on PGlite holds up its event loop); those are left out of p50/p99.');
  }
  for (const engine of engines) if (engine.analytics) console.info(`  ${engine.engine}: ${describePrepared(engine.analytics.prepared)}`);
}

/** Only these rows: a small demo seed, the year of visits, the server, the four figures. */
async function runAlone() {
  const { values } = parseArgs({
    options: {
      'skip-pglite': { type: 'boolean', default: false },
      'skip-postgres': { type: 'boolean', default: false },
      scale: { type: 'string', default: '1' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: String(ANALYTICS_CONNECTIONS) },
    },
    strict: true,
  });
  const number = (name: 'scale' | 'duration' | 'connections', max: number) => {
    const value = Number(values[name]);
    if (!Number.isFinite(value) || value <= 0 || value > max) throw new Error(`--${name} must be a number above 0 and at most ${max}`);
    return value;
  };
  const scale = number('scale', 100);
  const duration = number('duration', 60);
  const connections = Math.round(number('connections', 100));
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || null;
  const kinds: ('pglite' | 'postgres')[] = [];
  if (!values['skip-pglite']) kinds.push('pglite');
  if (!values['skip-postgres'] && postgresUrl) kinds.push('postgres');
  const on = postgresUrl && kinds.includes('postgres') ? ` (${redactUrl(postgresUrl)})` : '';
  console.info(`Analytics bench alone on ${kinds.join(' and ') || 'no engine'}${on}, seedDemoContent scale ${SEED_SCALE_PER_BENCH_SCALE * scale} without its videos`);

  const reports: { engine: string; analytics: AnalyticsReport | null }[] = [];
  for (const kind of kinds) {
    const log = (line: string) => console.info(`  [${kind}] ${line}`);
    const report: { engine: string; analytics: AnalyticsReport | null } = { engine: kind, analytics: null };
    reports.push(report);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `clubfoot-bench-analytics-${kind}-`));
    const removeDataDir = registerCleanup(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
    let options: DatabaseOptions;
    let databaseUrl: string | undefined;
    let drop: (() => Promise<void>) | null = null;
    try {
      if (kind === 'postgres') {
        const created = await createPostgresDatabase(postgresUrl as string);
        drop = created.drop;
        databaseUrl = created.url;
        options = { kind: 'postgres', url: created.url };
      } else {
        options = { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
      }
      const database = await openDatabase(options);
      try {
        await database.migrate();
        await seedDemoContent(database.db, { scale: SEED_SCALE_PER_BENCH_SCALE * scale });
      } finally {
        await database.close();
      }
      log(`generating ${int(ANALYTICS_PAGE_VIEWS)} page views and counting their rollups…`);
      const prepared = await prepareAnalytics(options);
      log(describePrepared(prepared));
      const server = await startServer({
        name: `server (${kind})`,
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
      try {
        report.analytics = { prepared, rows: await measureAnalytics(server.baseUrl, prepared, { connections, duration }, log) };
      } finally {
        await server.stop();
        const output = server.output();
        if (output.lines) console.info(`  [${kind}] the server logged ${output.lines} line(s) at warn or above; the last: ${output.tail.slice(-3).join(' | ')}`);
      }
    } catch (error) {
      log(`failed: ${describeError(error)}`);
      process.exitCode = 1;
    } finally {
      if (drop) await drop();
      await removeDataDir();
    }
  }
  printAnalytics(reports, { connections, duration });
  if (reports.some((report) => report.analytics?.rows.some((row) => row.error))) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await runAlone();
  } catch (error) {
    console.error(`Analytics bench failed: ${describeError(error)}`);
    process.exitCode = 1;
  } finally {
    await runAllCleanups();
  }
  process.exit();
}
