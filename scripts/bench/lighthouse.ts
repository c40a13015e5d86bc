import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { registerCleanup, wasInterrupted } from './cleanup';
import { describeError } from './format';
import { lighthouseDetailLines } from './lighthouse-details';
import type { BenchPage } from './pages';

type Lhr = RunnerResult['lhr'];

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];

export const TARGETS = { performance: 95, accessibility: 100, lcpSeconds: 2.0, cls: 0.05 };

export type PageReport = {
  page: BenchPage;
  scores: Record<CategoryId, number | null>;
  lcpSeconds: number | null;
  fcpSeconds: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string | null;
  /** Target misses, e.g. "performance 82 < 95". */
  misses: string[];
  /** Audits that lost points, by category. */
  failing: string[];
  warnings: string[];
  /** What --lighthouse-details prints: metrics, the LCP breakdown, each flagged performance audit with its URLs, bytes and ms. */
  details: string[];
  seconds: number;
};

export type LighthouseOutcome =
  | { kind: 'ran'; reports: (PageReport | { page: BenchPage; error: string })[] }
  | { kind: 'unavailable'; reason: string };

function chromePath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate))) ?? null;
}

/** The first `node.snippet` anywhere in an audit's details. */
function findSnippet(value: unknown, depth = 0): string | null {
  if (!value || typeof value !== 'object' || depth > 6) return null;
  const record = value as Record<string, unknown>;
  const node = record.node as { snippet?: unknown } | undefined;
  if (node && typeof node.snippet === 'string') return node.snippet;
  for (const child of Object.values(record)) {
    const found = Array.isArray(child)
      ? child.map((item) => findSnippet(item, depth + 1)).find(Boolean)
      : findSnippet(child, depth + 1);
    if (found) return found;
  }
  return null;
}

function numeric(lhr: Lhr, id: string) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** The first few rows of an audit's table, as text (e.g. the console errors behind errors-in-console). */
function detailSamples(details: unknown, count = 2) {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.slice(0, count).flatMap((item) => {
    const record = (item ?? {}) as Record<string, unknown>;
    const url = typeof record.url === 'string' ? record.url : (record.sourceLocation as { url?: unknown } | undefined)?.url;
    const text = [record.description, record.source, findSnippet(record)].find(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    const parts = [text?.replace(/\s+/g, ' ').slice(0, 120), typeof url === 'string' && url ? `(${url})` : undefined];
    const line = parts.filter(Boolean).join(' ');
    return line ? [line] : [];
  });
}

function failingAudits(lhr: Lhr) {
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
      // Weighted audits that lost points; for performance also the unweighted insights that flag a problem.
      const flagged = ref.weight > 0 ? audit.score < 1 : id === 'performance' && audit.score < 0.9;
      if (!flagged) continue;
      const detail = audit.displayValue ? ` (${audit.displayValue})` : '';
      const kind = ref.weight > 0 ? `weight ${ref.weight}` : 'unweighted';
      const samples = ref.weight > 0 && id !== 'performance' ? detailSamples(audit.details) : [];
      const example = samples.length ? `: ${samples.join(' | ')}` : '';
      failing.push(`${id}: ${audit.title}${detail} [score ${Math.round(audit.score * 100)}, ${kind}]${example}`);
    }
  }
  return failing;
}

function summarise(page: BenchPage, lhr: Lhr, seconds: number, origin: string): PageReport {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const lcp = numeric(lhr, 'largest-contentful-paint');
  const fcp = numeric(lhr, 'first-contentful-paint');
  const report: PageReport = {
    page,
    scores,
    lcpSeconds: lcp === null ? null : lcp / 1000,
    fcpSeconds: fcp === null ? null : fcp / 1000,
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    lcpElement: findSnippet(lhr.audits['largest-contentful-paint-element']?.details),
    misses: [],
    failing: failingAudits(lhr),
    warnings: lhr.runWarnings.map(String),
    details: lighthouseDetailLines(lhr, origin),
    seconds,
  };
  const { performance, accessibility } = report.scores;
  if (performance === null || performance < TARGETS.performance) report.misses.push(`performance ${performance ?? '-'} < ${TARGETS.performance}`);
  if (accessibility === null || accessibility < TARGETS.accessibility) report.misses.push(`accessibility ${accessibility ?? '-'} < ${TARGETS.accessibility}`);
  if (report.lcpSeconds === null || report.lcpSeconds > TARGETS.lcpSeconds) {
    report.misses.push(`LCP ${report.lcpSeconds?.toFixed(2) ?? '-'} s > ${TARGETS.lcpSeconds} s`);
  }
  if (report.cls === null || report.cls > TARGETS.cls) report.misses.push(`CLS ${report.cls?.toFixed(3) ?? '-'} > ${TARGETS.cls}`);
  return report;
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Lighthouse's default config: mobile emulation, simulated throttling. Storage is reset before each
 * page, so every page is measured as a first visit (the splash screen included); the server has
 * answered the page once before (a plain request, no browser).
 */
export async function runLighthouse(
  baseUrl: string,
  pages: BenchPage[],
  onPage?: (report: PageReport) => void,
  /** Where to write each page's full report (JSON, named after the page), or null. */
  reportDir: string | null = null,
): Promise<LighthouseOutcome> {
  const executable = chromePath();
  if (!executable) {
    return { kind: 'unavailable', reason: 'no Chromium found (tried CHROME_PATH, /usr/bin/chromium); install it with `apt-get install -y chromium`' };
  }

  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false });
  } catch (error) {
    return { kind: 'unavailable', reason: `Chromium did not start: ${describeError(error)}` };
  }
  const closeChrome = registerCleanup('chromium', () => chrome.kill());

  const reports: (PageReport | { page: BenchPage; error: string })[] = [];
  try {
    for (const page of pages) {
      if (wasInterrupted()) break;
      const started = performance.now();
      try {
        // One plain request first: a visitor is rarely the first since the server started, so its
        // first render of the page (modules loaded, answers kept) is not what the audit measures.
        await fetch(baseUrl + page.path, { headers: { 'accept-encoding': 'br, gzip' }, signal: AbortSignal.timeout(30_000) }).then((response) => response.arrayBuffer());
        const retried: string[] = [];
        let lhr: Lhr | null = null;
        // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); one retry settles it.
        for (let attempt = 1; attempt <= 2 && !lhr; attempt++) {
          const result = await withTimeout(
            lighthouse(baseUrl + page.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }),
            120_000,
            `Lighthouse on ${page.path}`,
          );
          if (!result) throw new Error('Lighthouse returned no result');
          const failure = result.lhr.runtimeError;
          if (!failure) lhr = result.lhr;
          else if (attempt === 2) throw new Error(`${failure.code}: ${failure.message}`);
          else retried.push(`first attempt failed with ${failure.code}; retried`);
        }
        if (!lhr) throw new Error('Lighthouse returned no result');
        if (reportDir) {
          fs.mkdirSync(reportDir, { recursive: true });
          fs.writeFileSync(path.join(reportDir, `${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(lhr));
        }
        const report = summarise(page, lhr, (performance.now() - started) / 1000, baseUrl);
        report.warnings.unshift(...retried);
        reports.push(report);
        onPage?.(report);
      } catch (error) {
        reports.push({ page, error: describeError(error) });
        // A run that timed out may still be driving Chromium: the next page would not be measured cleanly.
        if (error instanceof TimeoutError) break;
      }
    }
  } finally {
    await closeChrome();
  }
  return { kind: 'ran', reports };
}
