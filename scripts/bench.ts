/**
 * `npm run bench`: load figures for each endpoint on PGlite (and PostgreSQL when DATABASE_URL or
 * TEST_DATABASE_URL is set) against a bare Fastify baseline, bundle sizes, and Lighthouse scores.
 * It only prints figures; it exits non-zero when the run itself fails, never for a missed target.
 * See scripts/bench/ for the parts, endpoints.ts and pages.ts for what is measured.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseBenchArgs, usage } from './bench/args';
import { ensureClientBuild } from './bench/build';
import { markInterrupted, runAllCleanups, wasInterrupted } from './bench/cleanup';
import { type EngineReport, type EngineSpec, runBare, runEngine } from './bench/engine';
import { endpoints } from './bench/endpoints';
import { ANALYTICS_CONNECTIONS, printAnalytics } from './bench/analytics';
import { describeError, fixed } from './bench/format';
import type { LoadResult } from './bench/load';
import { pages } from './bench/pages';
import { manifestPath, repoRoot } from './bench/paths';
import { printLighthouse, printLoadTable, printMessaging, printOverload, printServerLogs } from './bench/report';
import { SEED_SCALE_PER_BENCH_SCALE, redactUrl } from './bench/seed';
import { budgetProblems, measureBundle, printBundle } from './bundle-size';

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
  process.chdir(repoRoot);
  const load = { connections: options.connections, duration: options.duration };
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || null;

  console.info(
    `Clubfoot Community benchmark: --scale ${options.scale} (seedDemoContent scale ${SEED_SCALE_PER_BENCH_SCALE * options.scale}), ` +
      `${options.duration} s x ${options.connections} connections per endpoint; Node ${process.version}, ${os.cpus().length} CPUs`,
  );

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

  const engines: EngineSpec[] = [{ kind: 'pglite' }];
  let postgresNote: string;
  if (options.skipPostgres) postgresNote = 'skipped (--skip-postgres)';
  else if (!postgresUrl) postgresNote = 'skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)';
  else {
    engines.push({ kind: 'postgres', serverUrl: postgresUrl });
    postgresNote = `on ${redactUrl(postgresUrl)} (a fresh database, dropped afterwards)`;
  }
  console.info(`\nEngines: PGlite; PostgreSQL ${postgresNote}`);

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
    reports.push(await runEngine(spec, { scale: options.scale, load, endpoints, pages: withLighthouse ? pages : null, overload: !options.skipOverload }));
  }

  if (wasInterrupted()) return;
  printLoadTable(bare, reports, load);
  printMessaging(reports);
  printAnalytics(reports, { connections: ANALYTICS_CONNECTIONS, duration: options.duration });
  printOverload(reports, options.skipOverload ? '--skip-overload' : null);
  printServerLogs(reports);
  const pglite = reports.find((report) => report.engine === 'pglite');
  printLighthouse(pglite?.lighthouse ?? null, options.skipLighthouse ? '--skip-lighthouse' : null);

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
