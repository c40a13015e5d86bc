/**
 * Issue 23's table: each figure with its target per engine, checked against this run's rows (by the
 * endpoints' ids in endpoints.ts and the pages' paths in pages.ts) and printed with a "target met" column.
 */
import type { EngineReport, EndpointRow } from './engine';
import { type Column, fixed, int, printTable } from './format';
import type { LighthouseOutcome } from './lighthouse';
import type { LoadResult } from './load';

export type EngineKind = EngineReport['engine'];

export type LoadTarget = {
  /** Requests a second as a multiple of bare Fastify's, at least. */
  minVsBare?: number;
  /** SQL queries of one plain request after the load (nothing changed since), at most. */
  maxSqlQueries?: number;
  /** 99th percentile latency under the load, at most. */
  maxP99Ms?: number;
};

export type LighthouseTarget = { minPerformance: number; maxLcpSeconds: number };

export type TargetFigure =
  | { figure: string; endpointId: string; engines: Partial<Record<EngineKind, LoadTarget>> }
  | { figure: string; pages: string[]; lighthouse: LighthouseTarget };

export const ENGINE_LABELS: Record<EngineKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

export const TARGET_FIGURES: TargetFigure[] = [
  { figure: 'forum topic list', endpointId: 'forum-topic-list', engines: { postgres: { minVsBare: 0.5, maxSqlQueries: 0 }, pglite: { minVsBare: 0.3, maxP99Ms: 50 } } },
  { figure: 'library search, each query new', endpointId: 'library-search-new', engines: { postgres: { maxP99Ms: 50 }, pglite: { maxP99Ms: 200 } } },
  { figure: 'topic page, each topic new', endpointId: 'forum-topic-page-new', engines: { postgres: { maxP99Ms: 50 }, pglite: { maxP99Ms: 200 } } },
  { figure: 'buddy suggestions at 1,000,000 profiles, each member new', endpointId: 'buddy-suggestions-new', engines: { postgres: { maxP99Ms: 20 }, pglite: { maxP99Ms: 100 } } },
  { figure: 'current user (signed in)', endpointId: 'current-user', engines: { pglite: { maxP99Ms: 50 } } },
  { figure: 'Lighthouse mobile, first visit', pages: ['/', '/about'], lighthouse: { minPerformance: 97, maxLcpSeconds: 1.8 } },
];

/** Why a part of the run did not happen (an engine or Lighthouse skipped, a row left out by --only), for "not measured". */
export type NotMeasured = {
  /** Per engine that has no report: e.g. "--skip-postgres". */
  engines: Partial<Record<EngineKind, string>>;
  /** When the endpoint rows were filtered: e.g. "not in --only". */
  endpoints: string | null;
  lighthouse: string | null;
  /** When the Lighthouse pages were filtered: e.g. "not in --pages". */
  pages: string | null;
};

export type TargetRow = { figure: string; engine: string; measured: string; target: string; met: 'yes' | 'no' | 'not measured'; why: string };

const ms = (value: number) => fixed(value, 1);

function describeLoadTarget(target: LoadTarget) {
  const parts: string[] = [];
  if (target.minVsBare !== undefined) parts.push(`>= ${fixed(target.minVsBare, 1)}x bare`);
  if (target.maxP99Ms !== undefined) parts.push(`p99 <= ${int(target.maxP99Ms)} ms`);
  if (target.maxSqlQueries !== undefined) parts.push(`${target.maxSqlQueries} SQL/req when nothing changed`);
  return parts.join(', ');
}

function checkLoad(row: EndpointRow, target: LoadTarget, bare: LoadResult | null): Pick<TargetRow, 'measured' | 'met' | 'why'> {
  const load = row.load;
  if (row.error || !load) return { measured: `failed: ${row.error ?? 'no load figures'}`, met: 'no', why: '' };
  const measured: string[] = [`${int(load.rps)} req/s`];
  const misses: string[] = [];
  if (target.minVsBare !== undefined) {
    if (bare && bare.rps > 0) {
      const ratio = load.rps / bare.rps;
      measured[0] += ` = ${fixed(ratio, 2)}x bare`;
      if (ratio < target.minVsBare) misses.push(`${fixed(ratio, 2)}x < ${fixed(target.minVsBare, 1)}x bare`);
    } else misses.push('no bare baseline');
  }
  measured.push(`p99 ${ms(load.p99)} ms`);
  if (target.maxP99Ms !== undefined && !(load.p99 <= target.maxP99Ms)) misses.push(`p99 ${ms(load.p99)} > ${int(target.maxP99Ms)} ms`);
  if (target.maxSqlQueries !== undefined) {
    const sql = row.probeAfter?.sqlQueries ?? null;
    measured.push(sql === null ? 'SQL/req unknown' : `${sql} SQL/req`);
    if (sql === null) misses.push('no x-sql-queries header');
    else if (sql > target.maxSqlQueries) misses.push(`${sql} SQL/req > ${target.maxSqlQueries}`);
  }
  // Refusals and errors are fast: a p99 over them says nothing about the answers.
  if (load.non2xx || load.errors) {
    measured.push(`${int(load.non2xx)} non-2xx (${int(load.shed)} x 503), ${int(load.errors)} errors`);
    misses.push('not every request answered 2xx');
  }
  const status = row.probeAfter?.status ?? row.probe?.status;
  if (status !== undefined && (status < 200 || status > 299)) misses.push(`a plain request answered ${status}`);
  return { measured: measured.join(', '), met: misses.length ? 'no' : 'yes', why: misses.join('; ') };
}

/** Every figure of the table, one row per engine (per page for Lighthouse), measured or "not measured". */
export function evaluateTargets(bare: LoadResult | null, reports: EngineReport[], lighthouse: LighthouseOutcome | null, notMeasured: NotMeasured): TargetRow[] {
  const rows: TargetRow[] = [];
  for (const figure of TARGET_FIGURES) {
    if ('lighthouse' in figure) {
      const { minPerformance, maxLcpSeconds } = figure.lighthouse;
      for (const path of figure.pages) {
        const base = { figure: `${figure.figure}: ${path}`, engine: ENGINE_LABELS.pglite, target: `score >= ${minPerformance}, LCP <= ${fixed(maxLcpSeconds, 1)} s` };
        const report = lighthouse?.kind === 'ran' ? lighthouse.reports.find((candidate) => candidate.page.path === path) : undefined;
        if (!report) {
          const reason =
            notMeasured.lighthouse ??
            (lighthouse?.kind === 'unavailable' ? lighthouse.reason : lighthouse ? (notMeasured.pages ?? 'not audited') : 'the PGlite server did not run');
          rows.push({ ...base, measured: 'not measured', met: 'not measured', why: reason });
          continue;
        }
        if ('error' in report) {
          rows.push({ ...base, measured: `failed: ${report.error}`, met: 'no', why: '' });
          continue;
        }
        const score = report.scores.performance;
        const lcp = report.lcpSeconds;
        const misses: string[] = [];
        if (score === null || score < minPerformance) misses.push(`score ${score ?? '-'} < ${minPerformance}`);
        if (lcp === null || lcp > maxLcpSeconds) misses.push(`LCP ${lcp === null ? '-' : fixed(lcp, 2)} s > ${fixed(maxLcpSeconds, 1)} s`);
        const fcp = report.fcpSeconds === null ? '' : `, FCP ${fixed(report.fcpSeconds, 2)} s`;
        rows.push({ ...base, measured: `score ${score ?? '-'}, LCP ${lcp === null ? '-' : `${fixed(lcp, 2)} s`}${fcp}`, met: misses.length ? 'no' : 'yes', why: misses.join('; ') });
      }
      continue;
    }
    for (const [engine, target] of Object.entries(figure.engines) as [EngineKind, LoadTarget][]) {
      const base = { figure: figure.figure, engine: ENGINE_LABELS[engine], target: describeLoadTarget(target) };
      const report = reports.find((candidate) => candidate.engine === engine);
      const row = report?.rows.find((candidate) => candidate.endpoint.id === figure.endpointId);
      if (!report || !row) {
        const reason = !report ? (notMeasured.engines[engine] ?? 'engine not run') : report.error ? `${ENGINE_LABELS[engine]} failed: ${report.error}` : (notMeasured.endpoints ?? 'not run');
        rows.push({ ...base, measured: 'not measured', met: 'not measured', why: reason });
        continue;
      }
      rows.push({ ...base, ...checkLoad(row, target, bare) });
    }
  }
  return rows;
}

export function printTargets(rows: TargetRow[]) {
  console.info('\nIssue 23 targets (load rows: the endpoints marked by id in scripts/bench/endpoints.ts; SQL/req: a plain request after the load)');
  const columns: Column[] = [{ header: 'figure' }, { header: 'engine' }, { header: 'measured' }, { header: 'target' }, { header: 'target met' }, { header: 'why' }];
  printTable(
    columns,
    rows.map((row) => [row.figure, row.engine, row.measured, row.target, row.met, row.why]),
  );
  const count = (met: TargetRow['met']) => rows.filter((row) => row.met === met).length;
  console.info(`  met ${count('yes')} of ${rows.length}; missed ${count('no')}; not measured ${count('not measured')}`);
}

/** Fails when a target names an endpoint id that endpoints.ts does not have (a renamed or removed row). */
export function unknownTargetIds(endpointIds: string[]) {
  const known = new Set(endpointIds);
  return TARGET_FIGURES.flatMap((figure) => ('endpointId' in figure && !known.has(figure.endpointId) ? [figure.endpointId] : []));
}
