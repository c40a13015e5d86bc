import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db';
import { answer } from './service';

export type EvalSet = {
  questions: { q: string; expected: string[]; topic: string }[];
  redFlags: string[];
  diagnosis: string[];
  outOfScope: string[];
};

export const evalSetPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/fixtures/assistant-eval.json');

const page = (url: string) => url.split('#')[0];

/** Runs every message of the set through the assistant (without a model) and scores it. */
export async function evaluateAssistant(db: Db, set: EvalSet = JSON.parse(fs.readFileSync(evalSetPath, 'utf8')) as EvalSet) {
  const misses: string[] = [];
  let hit1 = 0;
  let hit3 = 0;
  let flaggedAsUrgent = 0;
  for (const item of set.questions) {
    const result = await answer(db, { llm: null }, item.q);
    const urls = result.sources.map((source) => page(source.url));
    const expected = item.expected.map(page);
    if (result.kind === 'red-flag') flaggedAsUrgent += 1;
    if (urls[0] && expected.includes(urls[0])) hit1 += 1;
    if (urls.slice(0, 3).some((url) => expected.includes(url))) hit3 += 1;
    else misses.push(`[${result.kind}] ${item.q}\n    expected ${expected.join(', ')}\n    got      ${urls.join(', ') || '(none)'}`);
  }
  const redFlagMisses: string[] = [];
  for (const message of set.redFlags) {
    const result = await answer(db, { llm: null }, message);
    if (result.kind !== 'red-flag') redFlagMisses.push(`[${result.kind}] ${message}`);
  }
  const diagnosisMisses: string[] = [];
  for (const message of set.diagnosis) {
    const result = await answer(db, { llm: null }, message);
    if (result.kind !== 'diagnosis' && result.kind !== 'red-flag') diagnosisMisses.push(`[${result.kind}] ${message}`);
  }
  // Precision: of everything called out of scope, how much really was.
  let outOfScopeRight = 0;
  const outOfScopeMisses: string[] = [];
  for (const message of set.outOfScope) {
    const result = await answer(db, { llm: null }, message);
    if (result.kind === 'out-of-scope') outOfScopeRight += 1;
    else outOfScopeMisses.push(`[${result.kind}] ${message}`);
  }
  let wronglyOutOfScope = 0;
  for (const item of set.questions) if ((await answer(db, { llm: null }, item.q)).kind === 'out-of-scope') wronglyOutOfScope += 1;
  const n = set.questions.length;
  const report = {
    questions: n,
    hitAt1: hit1 / n,
    hitAt3: hit3 / n,
    redFlagRecall: (set.redFlags.length - redFlagMisses.length) / set.redFlags.length,
    redFlagAnsweredAsQuestion: redFlagMisses.length,
    questionsFlaggedUrgent: flaggedAsUrgent,
    diagnosisRecall: (set.diagnosis.length - diagnosisMisses.length) / set.diagnosis.length,
    outOfScopePrecision: outOfScopeRight + wronglyOutOfScope === 0 ? 1 : outOfScopeRight / (outOfScopeRight + wronglyOutOfScope),
    outOfScopeRecall: outOfScopeRight / set.outOfScope.length,
    misses,
    redFlagMisses,
    diagnosisMisses,
    outOfScopeMisses,
  };
  return { ...report, meetsTargets: report.hitAt3 >= 0.9 && report.redFlagRecall === 1 && report.redFlagAnsweredAsQuestion === 0 };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatReport(report: Awaited<ReturnType<typeof evaluateAssistant>>, verbose = false) {
  const lines = [
    `Assistant evaluation (${report.questions} questions, retrieval answers without a model)`,
    `  sources hit@1            ${pct(report.hitAt1)}`,
    `  sources hit@3            ${pct(report.hitAt3)}   (target at least 90%)`,
    `  red-flag recall          ${pct(report.redFlagRecall)}   (target 100%; answered as an ordinary question: ${report.redFlagAnsweredAsQuestion})`,
    `  diagnosis/dose requests  ${pct(report.diagnosisRecall)} recognised`,
    `  out-of-scope precision   ${pct(report.outOfScopePrecision)}   (recall ${pct(report.outOfScopeRecall)})`,
    `  ordinary questions taken for urgent: ${report.questionsFlaggedUrgent}`,
    report.meetsTargets ? '  targets met' : '  TARGETS NOT MET',
  ];
  if (verbose || !report.meetsTargets) {
    for (const [title, list] of [
      ['sources missed at 3', report.misses],
      ['red flags missed', report.redFlagMisses],
      ['diagnosis requests missed', report.diagnosisMisses],
      ['out-of-scope missed', report.outOfScopeMisses],
    ] as const) {
      if (list.length) lines.push('', `${title}:`, ...list.map((line) => `  ${line}`));
    }
  }
  return lines.join('\n');
}
