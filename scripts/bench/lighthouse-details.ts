/**
 * `npm run bench -- --lighthouse-details`: what Lighthouse names for one page, as text lines: the
 * metrics, the LCP element with its breakdown, and each performance audit (opportunity, insight or
 * diagnostic) that flags a problem or estimates a saving, with its audit id and the URLs, bytes and
 * milliseconds of its table.
 */
import type { RunnerResult } from 'lighthouse';

type Lhr = RunnerResult['lhr'];
type Audit = Lhr['audits'][string];
type Heading = { key?: string | null; valueType?: string; label?: unknown; subItemsHeading?: { key?: string; valueType?: string } };
type Json = Record<string, unknown>;

/** Rows shown per audit table (the largest first, as Lighthouse sorts them). */
const MAX_ITEMS = 6;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['speed-index', 'SI'],
  ['cumulative-layout-shift', 'CLS'],
  ['interactive', 'TTI'],
  ['server-response-time', 'document TTFB'],
] as const;

/** Metrics outside the score (their own audits elsewhere say why they are slow). */
const HIDDEN_METRICS = new Set(['interactive', 'max-potential-fid', 'first-meaningful-paint']);

const isRecord = (value: unknown): value is Json => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const oneLine = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB (${Math.round(bytes).toLocaleString('en-US')} B)`;
const msText = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

function formatValue(value: unknown, valueType: string | undefined, origin: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (isRecord(value)) {
    if (value.type === 'node') return oneLine(String(value.snippet ?? value.selector ?? value.nodeLabel ?? 'node'), 140);
    if (value.type === 'source-location') return `${String(value.url ?? '').replace(origin, '')}:${String(value.line ?? '')}`;
    if (value.type === 'url' || value.type === 'text' || value.type === 'code') return formatValue(value.value, value.type, origin);
    return oneLine(JSON.stringify(value), 100);
  }
  if (typeof value === 'number') {
    if (valueType === 'bytes') return kib(value);
    if (valueType === 'ms' || valueType === 'timespanMs') return msText(value);
    return Number.isInteger(value) ? String(value) : value.toFixed(1);
  }
  const text = String(value);
  return valueType === 'url' ? text.replace(origin, '') || '/' : oneLine(text);
}

function tableLines(details: Json, origin: string, indent: string): string[] {
  const headings = (Array.isArray(details.headings) ? details.headings : []) as Heading[];
  const items = (Array.isArray(details.items) ? details.items : []) as Json[];
  const lines: string[] = [];
  for (const item of items.slice(0, MAX_ITEMS)) {
    const cells = headings.flatMap((heading) => {
      if (!heading.key) return [];
      const text = formatValue(item[heading.key], heading.valueType, origin);
      if (text === null) return [];
      const label = typeof heading.label === 'string' && heading.label && heading.valueType !== 'url' && heading.valueType !== 'node' ? `${heading.label} ` : '';
      return [`${label}${text}`];
    });
    if (cells.length) lines.push(`${indent}- ${cells.join(', ')}`);
    // The reasons under a row (e.g. why an image is too large), once each.
    const sub = isRecord(item.subItems) && Array.isArray(item.subItems.items) ? (item.subItems.items as Json[]) : [];
    const reasons = new Set(sub.map((entry) => entry.reason ?? entry.source).filter((value): value is string => typeof value === 'string'));
    for (const reason of [...reasons].slice(0, 3)) lines.push(`${indent}    ${oneLine(reason, 200)}`);
  }
  if (items.length > MAX_ITEMS) lines.push(`${indent}- … ${items.length - MAX_ITEMS} more`);
  return lines;
}

/** Lighthouse 12's network dependency tree: each request with its end time since navigation and its size, nested. */
function networkTreeLines(chains: unknown, origin: string, indent: string, depth = 0): string[] {
  if (!isRecord(chains) || depth > 8) return [];
  return Object.values(chains).flatMap((node) => {
    if (!isRecord(node)) return [];
    const size = typeof node.transferSize === 'number' ? `, ${kib(node.transferSize)}` : '';
    const end = typeof node.navStartToEndTime === 'number' ? ` ends at ${msText(node.navStartToEndTime)}` : '';
    const line = `${indent}${'  '.repeat(depth)}- ${formatValue(node.url, 'url', origin)}${end}${size}${node.isLongest ? ' (longest chain)' : ''}`;
    return [line, ...networkTreeLines(node.children, origin, indent, depth + 1)];
  });
}

function detailLines(details: unknown, origin: string, indent: string): string[] {
  if (!isRecord(details)) return [];
  switch (details.type) {
    case 'table':
    case 'opportunity':
      return tableLines(details, origin, indent);
    case 'checklist': {
      const entries = isRecord(details.items) ? Object.values(details.items) : [];
      return entries.filter((entry) => isRecord(entry) && entry.value === false).map((entry) => `${indent}- not met: ${String((entry as Json).label)}`);
    }
    case 'node':
      return [`${indent}- element: ${formatValue(details, 'node', origin)}`];
    case 'list':
      return (Array.isArray(details.items) ? details.items : []).flatMap((item) => detailLines(item, origin, indent));
    case 'list-section': {
      const value = details.value;
      if (isRecord(value) && value.type === 'network-tree') return networkTreeLines(value.chains, origin, indent);
      if (isRecord(value) && value.type === 'text') return details.title ? [`${indent}- ${String(details.title)}: ${String(value.value)}`] : [];
      return detailLines(value, origin, indent);
    }
    default:
      return [];
  }
}

function savings(audit: Audit) {
  const entries = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => typeof value === 'number' && value > 0);
  return entries.map(([metric, value]) => `${metric} ${metric === 'CLS' ? (value as number).toFixed(3) : msText(value as number)}`);
}

/** The lines --lighthouse-details prints for one page. */
export function lighthouseDetailLines(lhr: Lhr, origin: string): string[] {
  const lines: string[] = [];
  const metrics = METRICS.flatMap(([id, label]) => {
    const audit = lhr.audits[id];
    if (!audit || typeof audit.numericValue !== 'number') return [];
    return [`${label} ${id === 'cumulative-layout-shift' ? audit.numericValue.toFixed(3) : msText(audit.numericValue)}`];
  });
  lines.push(`metrics: ${metrics.join(', ')}`);

  const breakdown = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'];
  if (breakdown?.details) lines.push(`LCP element and breakdown [${breakdown.id}]:`, ...detailLines(breakdown.details, origin, '    '));

  const performance = lhr.categories.performance;
  const flagged = (performance?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.group === 'metrics' || HIDDEN_METRICS.has(ref.id) || audit.scoreDisplayMode === 'notApplicable') return [];
    if (audit.id === breakdown?.id) return [];
    const saved = savings(audit);
    const failed = typeof audit.score === 'number' && audit.score < 1 && audit.scoreDisplayMode !== 'informative';
    return failed || saved.length ? [{ audit, saved }] : [];
  });
  // The largest estimated savings first, then by score.
  const weight = ({ audit }: { audit: Audit }) => Math.max(0, ...Object.values(audit.metricSavings ?? {}).filter((value): value is number => typeof value === 'number'));
  flagged.sort((a, b) => weight(b) - weight(a) || (a.audit.score ?? 1) - (b.audit.score ?? 1));
  if (!flagged.length) lines.push('no performance audit flags a problem');
  for (const { audit, saved } of flagged) {
    const parts = [
      audit.displayValue ? String(audit.displayValue) : null,
      typeof audit.score === 'number' ? `score ${Math.round(audit.score * 100)}` : null,
      saved.length ? `saves ${saved.join(', ')}` : null,
    ].filter(Boolean);
    lines.push(`[${audit.id}] ${audit.title}${parts.length ? ` (${parts.join('; ')})` : ''}`);
    lines.push(...detailLines(audit.details, origin, '    '));
  }
  return lines;
}
