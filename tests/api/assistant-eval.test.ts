import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { evaluateAssistant, formatReport } from '../../server/features/assistant/evaluation';
import { seedDemoContent } from '../../server/seed/seed';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoContent(app.db);
});
afterAll(async () => app.close());

describe('the assistant on its evaluation set (npm run eval:assistant prints the same figures)', () => {
  it('finds a right source in its first three for at least 90% of questions, and misses no red flag', async () => {
    const report = await evaluateAssistant(app.db);
    expect(report.hitAt3, formatReport(report, true)).toBeGreaterThanOrEqual(0.9);
    expect(report.redFlagRecall, formatReport(report, true)).toBe(1);
    expect(report.redFlagAnsweredAsQuestion).toBe(0);
    expect(report.questionsFlaggedUrgent, formatReport(report, true)).toBe(0);
    expect(report.outOfScopePrecision).toBeGreaterThanOrEqual(0.9);
  });
});
