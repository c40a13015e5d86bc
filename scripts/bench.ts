/**
 * `npm run bench`: load figures for each endpoint on PGlite (and PostgreSQL when DATABASE_URL or
 * TEST_DATABASE_URL is set) against a bare Fastify baseline, bundle sizes, and Lighthouse scores.
 * It ends with issue 23's table (scripts/bench/targets.ts): each figure, its target and whether it was met.
 * It only prints figures; it exits non-zero when the run itself fails, never for a missed target.
 * See scripts/bench/ for the parts, endpoints.ts and pages.ts for what is measured, args.ts for the options
 * (--only and --pages for a quick run of a few rows).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchesFilter, parseBenchArgs, usage } from './bench/args';
import { ensureClientBuild } from './bench/build';
import { markInterrupted, runAllCleanups, wasInterrupted } from './bench/cleanup';
import { type EngineReport, type EngineSpec, runBare, runEngine } from './bench/engine';
import { endpoints as allEndpoints } from './bench/endpoints';
import { ANALYTICS_CONNECTIONS, printAnalytics } from './bench/analytics';
import { describeError, fixed } from './bench/format';
import type { LoadResult } from './bench/load';
import { pages as allPages } from './bench/pages';
import { manifestPath, repoRoot } from './bench/paths';
import { printLighthouse, printLoadTable, printMessaging, printOverload, printServerLogs } from './bench/report';
import { SEED_SCALE_PER_BENCH_SCALE, redactUrl } from './bench/seed';
import { type NotMeasured, evaluateTargets, printTargets, unknownTargetIds } from './bench/targets';
import { budgetProblems, measureBundle, printBundle } from './bundle-size';

/** Where --lighthouse-details leaves each page's full Lighthouse report. */
const lighthouseReportDir = path.join(os.tmpdir(), 'clubfoot-bench-lighthouse');
const startedAt = performance.now();
const elapsed = () => `${fixed((performance.now() - startedAt) / 1000, 1)} s`;

async function main() {
  let options: ReturnType<typeof parseBenchArgs>;
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${describeError(error)}\n\n${usage}`);
    process.exitCode = 2;
    return;
  }
  if (!options) {
    console.info(usage);
    return;
  }
  const ids = allEndpoints.map((endpoint) => endpoint.id);
  const duplicated = ids.filter((id, i) => ids.indexOf(id) !== i);
  const unknown = unknownTargetIds(ids);
  if (duplicated.length || unknown.length) {
    throw new Error(`scripts/bench: endpoint ids used twice: ${duplicated.join(', ') || 'none'}; target ids with no endpoint: ${unknown.join(', ') || 'none'}`);
  }
  const endpoints = allEndpoints.filter((endpoint) => matchesFilter(options.only, endpoint.name, endpoint.id));
  if (!endpoints.length) {
    console.error(`--only ${options.only?.join(',')} matches no endpoint; their ids: ${ids.join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const pages = allPages.filter((page) => matchesFilter(options.pages, page.name, page.path));
  if (!pages.length && !options.skipLighthouse) {
    console.error(`--pages ${options.pages?.join(',')} matches no page; they are: ${allPages.map((page) => `${page.name} (${page.path})`).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  if (options.skipPglite && (options.skipPostgres || !(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL))) {
    console.error('--skip-pglite leaves no engine: set DATABASE_URL or TEST_DATABASE_URL and drop --skip-postgres');
    process.exitCode = 2;
    return;
  }
  process.chdir(repoRoot);
  const load = { connections: options.connections, duration: options.duration };
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || null;

  console.info(
    `Clubfoot Community benchmark: --scale ${options.scale} (seedDemoContent scale ${SEED_SCALE_PER_BENCH_SCALE * options.scale}), ` +
      `${options.duration} s x ${options.connections} connections per endpoint; Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  if (options.only) console.info(`Only ${endpoints.length} of ${allEndpoints.length} endpoints (--only): ${endpoints.map((endpoint) => endpoint.id).join(', ')}`);
  if (options.pages && !options.skipLighthouse) console.info(`Lighthouse on ${pages.length} of ${allPages.length} pages (--pages): ${pages.map((page) => page.path).join(', ')}`);

  if (await ensureClientBuild()) console.info('Client built.');
  const buildStamp = () => (fs.existsSync(manifestPath) ? fs.statSync(manifestPath).mtimeMs : 0);
  const builtAt = buildStamp();

  // Bundle sizes first: they need only the build.
  try {
    const bundle = measureBundle();
    printBundle(bundle);
    const bundleProblems = budgetProblems(bundle);
    console.info(bundleProblems.length ? `  Budget problems:\n    ${bundleProblems.join('\n    ')}` : '  Bundle budgets met.');
  } catch (error) {
    console.info(`  Bundle sizes unavailable: ${describeError(error)}`);
  }

  const engines: EngineSpec[] = options.skipPglite ? [] : [{ kind: 'pglite' }];
  let postgresNote: string;
  if (options.skipPostgres) postgresNote = 'skipped (--skip-postgres)';
  else if (!postgresUrl) postgresNote = 'skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)';
  else {
    engines.push({ kind: 'postgres', serverUrl: postgresUrl });
    postgresNote = `on ${redactUrl(postgresUrl)} (a fresh database, dropped afterwards)`;
  }
  console.info(`\nEngines: PGlite${options.skipPglite ? ' skipped (--skip-pglite)' : ''}; PostgreSQL ${postgresNote}`);

  console.info(`\nRunning (${elapsed()})…`);
  let bare: LoadResult | null = null;
  try {
    bare = await runBare(load);
    console.info(`  [bare] bare Fastify baseline: ${Math.round(bare.rps).toLocaleString('en-US')} req/s`);
  } catch (error) {
    console.info(`  [bare] baseline failed: ${describeError(error)}`);
  }

  const reports: EngineReport[] = [];
  for (const spec of engines) {
    if (wasInterrupted()) return;
    const withLighthouse = spec.kind === 'pglite' && !options.skipLighthouse;
    reports.push(
      await runEngine(spec, {
        scale: options.scale,
        load,
        endpoints,
        pages: withLighthouse ? pages : null,
        overload: !options.skipOverload,
        messaging: !options.skipMessaging,
        analytics: !options.skipAnalytics,
        lighthouseReportDir: options.lighthouseDetails ? lighthouseReportDir : null,
      }),
    );
  }

  if (wasInterrupted()) return;
  printLoadTable(bare, reports, load);
  const skipped = (flag: boolean, name: string) => (flag ? (options.only ? `--only (or ${name})` : name) : null);
  printMessaging(reports, skipped(options.skipMessaging, '--skip-messaging'));
  const analyticsSkipped = skipped(options.skipAnalytics, '--skip-analytics');
  if (analyticsSkipped) console.info(`\nAnalytics figures: skipped (${analyticsSkipped})`);
  else printAnalytics(reports, { connections: ANALYTICS_CONNECTIONS, duration: options.duration });
  printOverload(reports, skipped(options.skipOverload, '--skip-overload'));
  printServerLogs(reports);
  const pglite = reports.find((report) => report.engine === 'pglite');
  const lighthouseSkipped = options.skipLighthouse ? '--skip-lighthouse' : options.skipPglite ? '--skip-pglite' : null;
  printLighthouse(pglite?.lighthouse ?? null, lighthouseSkipped, { details: options.lighthouseDetails, reportDir: lighthouseReportDir });

  const notMeasured: NotMeasured = {
    engines: {
      postgres: options.skipPostgres ? 'skipped (--skip-postgres)' : 'skipped (no DATABASE_URL or TEST_DATABASE_URL)',
      ...(options.skipPglite ? { pglite: 'skipped (--skip-pglite)' } : {}),
    },
    endpoints: options.only ? 'not in --only' : null,
    lighthouse: lighthouseSkipped ? `skipped (${lighthouseSkipped})` : null,
    pages: options.pages ? 'not in --pages' : null,
  };
  printTargets(evaluateTargets(bare, reports, pglite?.lighthouse ?? null, notMeasured));

  if (buildStamp() !== builtAt) {
    console.info(
      '\n  ! dist/client was rebuilt while the benchmark ran: the servers kept the old index.html, whose hashed assets may be gone.' +
        '\n    Page figures from this run may be off (a Lighthouse NO_FCP failure usually comes from this); run it again.',
    );
  }

  const failures = reports.filter((report) => report.error).map((report) => `${report.engine}: ${report.error}`);
  if (!bare) failures.push('the bare Fastify baseline failed');
  for (const report of reports) for (const row of report.rows) if (row.error) failures.push(`${report.engine} ${row.endpoint.path}: ${row.error}`);
  for (const report of reports) for (const row of report.analytics?.rows ?? []) if (row.error) failures.push(`${report.engine} ${row.path}: ${row.error}`);
  if (failures.length) {
    console.info(`\nThe run had failures:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
  console.info(`\nTotal time: ${elapsed()}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (wasInterrupted()) return;
    markInterrupted();
    process.exitCode = 130;
    console.error(`\n${signal}: stopping servers and removing temporary data…`);
    void runAllCleanups().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  if (!wasInterrupted()) {
    console.error(`\nBenchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
} finally {
  await runAllCleanups();
}
// Lighthouse and pg can leave handles open; nothing is left to wait for.
process.exit();
