import { describeDelivery } from './messages';
import type { EngineReport } from './engine';
import { type Column, fixed, int, printTable } from './format';
import { type LighthouseOutcome, type PageReport, TARGETS } from './lighthouse';
import { LOAD_HEADERS, type LoadResult, type LoadSettings } from './load';
import { OVERLOAD_TARGETS, overloadMisses } from './overload';

const dash = '-';

export function printLoadTable(bare: LoadResult | null, engines: EngineReport[], settings: LoadSettings) {
  const headers = Object.entries(LOAD_HEADERS)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');
  console.info(`\nLoad (autocannon, ${settings.connections} connections, ${settings.duration} s per endpoint, ${headers})`);
  const columns: Column[] = [
    { header: 'engine' },
    { header: 'endpoint' },
    { header: 'path' },
    { header: 'req/s', align: 'right' },
    { header: 'vs bare', align: 'right' },
    { header: 'p50 ms', align: 'right' },
    { header: 'p99 ms', align: 'right' },
    { header: 'non-2xx', align: 'right' },
    { header: 'of them 503', align: 'right' },
    { header: 'errors', align: 'right' },
    { header: 'SQL/req first, after', align: 'right' },
  ];
  const rows: string[][] = [];
  if (bare) {
    rows.push(['-', 'bare fastify { hello: world }', '/', int(bare.rps), '1.00x bare', fixed(bare.p50, 1), fixed(bare.p99, 1), int(bare.non2xx), int(bare.shed), int(bare.errors), dash]);
  }
  for (const engine of engines) {
    for (const row of engine.rows) {
      const load = row.load;
      const sqlOf = (probe: typeof row.probe) => (probe?.sqlQueries === null || probe?.sqlQueries === undefined ? dash : String(probe.sqlQueries));
      rows.push([
        engine.engine,
        row.endpoint.name,
        `${row.endpoint.method ?? 'GET'} ${row.endpoint.path}`,
        load ? int(load.rps) : 'failed',
        load && bare && bare.rps > 0 ? `${fixed(load.rps / bare.rps, 2)}x bare` : dash,
        load ? fixed(load.p50, 1) : dash,
        load ? fixed(load.p99, 1) : dash,
        load ? int(load.non2xx) : dash,
        load ? int(load.shed) : dash,
        load ? int(load.errors) : dash,
        row.probe ? `${sqlOf(row.probe)}, ${sqlOf(row.probeAfter)}` : dash,
      ]);
    }
  }
  printTable(columns, rows);
  console.info('  SQL/req: the queries of one plain request before the load (the first since the server started) and of one after it (nothing changed since).');
  if (engines.some((engine) => engine.rows.some((row) => row.load?.shed))) {
    console.info('  503: the server shed load (its default, as in production); those fast refusals count in req/s and p50/p99 too.');
  }
  for (const engine of engines) {
    for (const row of engine.rows) {
      if (row.error) console.info(`  ! ${engine.engine} ${row.endpoint.path}: ${row.error}`);
      else if (row.probe && (row.probe.status < 200 || row.probe.status > 299)) {
        console.info(`  ! ${engine.engine} ${row.endpoint.path}: a plain request answered ${row.probe.status}`);
      }
      if (row.probe && row.probe.sqlQueries === null) console.info(`  ! ${engine.engine} ${row.endpoint.path}: no x-sql-queries header`);
    }
  }
}

/** Issue 6: time from sending a message to its arrival on the recipient's open stream. */
export function printMessaging(engines: EngineReport[], skippedReason: string | null) {
  console.info('\nMessages (send to delivery on an open stream):');
  if (skippedReason) {
    console.info(`  skipped: ${skippedReason}`);
    return;
  }
  for (const engine of engines) {
    console.info(`  ${engine.engine.padEnd(9)} ${engine.messaging ? describeDelivery(engine.messaging) : 'not measured'}`);
  }
}

/** Issue 17: POST /api/forum/posts at twice its saturation, load shedding on. */
export function printOverload(engines: EngineReport[], skippedReason: string | null) {
  console.info(
    '\nOverload (POST /api/forum/posts, members replying to topics, load shedding on: saturation = most 2xx/s of closed-loop autocannon at' +
      ' rising connections; then an open-loop sender offers twice that for the duration; shares of all requests sent)',
  );
  if (skippedReason) {
    console.info(`  skipped: ${skippedReason}`);
    return;
  }
  const columns: Column[] = [
    { header: 'engine' },
    { header: 'saturation 2xx/s', align: 'right' },
    { header: 'offered/s (x sat)', align: 'right' },
    { header: '2xx/s (x sat)', align: 'right' },
    { header: '503 vs 2xx', align: 'right' },
    { header: '2xx p50 ms', align: 'right' },
    { header: '2xx p99 ms', align: 'right' },
    { header: '503 p99 ms', align: 'right' },
    { header: 'other 5xx', align: 'right' },
    { header: 'errors', align: 'right' },
    { header: 'target misses' },
  ];
  const rows: string[][] = [
    ['target', dash, '2x saturation', '~1x saturation', '> 0% 503', dash, `< ${int(OVERLOAD_TARGETS.okP99Ms)}`, dash, String(OVERLOAD_TARGETS.other5xx), '0', ''],
  ];
  for (const engine of engines) {
    const result = engine.overload;
    if (!result) {
      rows.push([engine.engine, 'not measured', dash, dash, dash, dash, dash, dash, dash, dash, '']);
      continue;
    }
    const misses = overloadMisses(result);
    const pct = (part: number) => (result.sent ? `${fixed((100 * part) / result.sent, 0)}%` : dash);
    rows.push([
      engine.engine,
      `${int(result.saturation.rate)} (${result.saturation.connections} conn)`,
      `${int(result.offered)} (${fixed(result.offered / (result.saturation.rate || 1), 2)}x)`,
      `${int(result.ok / result.seconds)} (${fixed(result.ok / result.seconds / (result.saturation.rate || 1), 2)}x)`,
      `${pct(result.shed)} / ${pct(result.ok)}`,
      fixed(result.okP50, 1),
      fixed(result.okP99, 1),
      result.shed ? fixed(result.shedP99, 1) : dash,
      int(result.other5xx),
      int(result.errors),
      misses.length ? `MISS: ${misses.join('; ')}` : 'ok',
    ]);
  }
  printTable(columns, rows);
  for (const engine of engines) {
    const result = engine.overload;
    if (!result) continue;
    const steps = result.saturation.steps.map((step) => `${step.connections}: ${int(step.okRate)}`).join(', ');
    console.info(
      `  ${engine.engine}: saturation steps (connections: 2xx/s) ${steps}; overload sent ${int(result.sent)} in ${fixed(result.seconds, 1)} s, ` +
        `${int(result.ok)} x 2xx, ${int(result.shed)} x 503 (${int(result.shedWithRetryAfter)} with Retry-After), 2xx max ${fixed(result.okMax, 1)} ms, ` +
        `at most ${int(result.peakInFlight)} in flight`,
    );
  }
}

export function printServerLogs(engines: EngineReport[]) {
  for (const engine of engines) {
    if (!engine.serverLog.lines) continue;
    console.info(`\n  The ${engine.engine} server logged ${engine.serverLog.lines} line(s) at warn or above; the last ones:`);
    for (const line of engine.serverLog.tail.slice(-8)) console.info(`    ${line}`);
  }
}

const score = (value: number | null) => (value === null ? dash : String(value));

export function printLighthouse(outcome: LighthouseOutcome | null, skippedReason: string | null, options: { details: boolean; reportDir?: string }) {
  console.info('\nLighthouse (PGlite production server; mobile emulation, simulated throttling; first visit, so the splash screen is included)');
  if (skippedReason) {
    console.info(`  skipped: ${skippedReason}`);
    return;
  }
  if (!outcome) {
    console.info('  not run (the PGlite server did not start)');
    return;
  }
  if (outcome.kind === 'unavailable') {
    console.info(`  Lighthouse could not run: ${outcome.reason}`);
    return;
  }
  const columns: Column[] = [
    { header: 'page' },
    { header: 'performance', align: 'right' },
    { header: 'accessibility', align: 'right' },
    { header: 'best-practices', align: 'right' },
    { header: 'seo', align: 'right' },
    { header: 'LCP s', align: 'right' },
    { header: 'TBT ms', align: 'right' },
    { header: 'CLS', align: 'right' },
    { header: 'target misses' },
  ];
  const rows: string[][] = [
    ['target', `>= ${TARGETS.performance}`, String(TARGETS.accessibility), dash, dash, `<= ${fixed(TARGETS.lcpSeconds, 1)}`, dash, `<= ${TARGETS.cls}`, ''],
  ];
  const pages: PageReport[] = [];
  for (const report of outcome.reports) {
    if ('error' in report) {
      rows.push([report.page.path, 'failed', dash, dash, dash, dash, dash, dash, report.error]);
      continue;
    }
    pages.push(report);
    rows.push([
      report.page.path,
      score(report.scores.performance),
      score(report.scores.accessibility),
      score(report.scores['best-practices']),
      score(report.scores.seo),
      report.lcpSeconds === null ? dash : fixed(report.lcpSeconds, 2),
      report.tbtMs === null ? dash : int(report.tbtMs),
      report.cls === null ? dash : fixed(report.cls, 3),
      report.misses.length ? `MISS: ${report.misses.join('; ')}` : 'ok',
    ]);
  }
  printTable(columns, rows);
  for (const report of pages) {
    console.info(`\n  ${report.page.path} (${report.page.name}), audited in ${fixed(report.seconds, 1)} s`);
    if (report.lcpElement) console.info(`    LCP element: ${report.lcpElement.replace(/\s+/g, ' ').slice(0, 160)}`);
    for (const warning of report.warnings) console.info(`    warning: ${warning.replace(/\s+/g, ' ').slice(0, 200)}`);
    if (!report.failing.length) console.info('    no audit lost points');
    for (const failing of report.failing) console.info(`    lost points: ${failing}`);
    if (options.details) {
      console.info('    details (--lighthouse-details):');
      for (const line of report.details) console.info(`      ${line}`);
    }
  }
  if (options.details && options.reportDir) console.info(`\n  Full Lighthouse reports (JSON, one per page): ${options.reportDir}`);
}
