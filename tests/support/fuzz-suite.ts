import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/api/contract';
import { seedDemoContent } from '../../server/seed/seed';
import { createTestApp } from './test-app';
import { fuzzCalls } from './fuzz-inputs';
import { allowedCallers, answerProblem, fuzzAccounts, fuzzCallers, sendFuzz } from './fuzz-run';

/**
 * Naughty strings per text field (each field its own seeded sample, so together they cover the list);
 * FUZZ_NAUGHTY=515 sends the whole list to every field, for a deeper run by hand.
 */
const NAUGHTY_PER_FIELD = Number(process.env.FUZZ_NAUGHTY ?? 16);

/**
 * The fuzz of one share of the contract's endpoints (every `parts`-th, from `part`), on its own
 * database with the demo content, so the files run side by side. FUZZ_REPORT=1 prints each
 * endpoint's valid call and the statuses it got.
 */
export function fuzzSuite(part: number, parts: number) {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Rate limits would answer 429 before the input is read, hiding what the fuzz is looking for.
    app = await createTestApp({ rateLimitScale: 1_000_000 });
    // The demo content, so the fuzz's ids (1, the first of each list) name real topics, articles and replies.
    await seedDemoContent(app.db, { files: app.privateFiles });
  });
  afterAll(async () => {
    await app.close();
  });

  const endpoints = allEndpoints()
    .filter(({ endpoint }) => endpoint.access !== 'test')
    .filter((_, i) => i % parts === part);

  describe.each(endpoints)('$name', ({ name, endpoint: e }) => {
    it('answers every bad input with a 4xx message, never a 5xx', async () => {
      const cookies = await fuzzAccounts(app);
      const allowed = allowedCallers(e);
      const calls = fuzzCalls(name, e, { naughtyPerField: NAUGHTY_PER_FIELD });
      const problems: string[] = [];
      const statuses: Record<string, number> = {};
      const started = Date.now();
      for (const [i, call] of calls.entries()) {
        // The first calls go to every caller (each guard and the input behind it); the rest in turn.
        const callers = i < 2 ? fuzzCallers : [allowed[i % allowed.length]!];
        for (const caller of callers) {
          const answer = await sendFuzz(app, e, call, cookies[caller]);
          if (process.env.FUZZ_REPORT && i === 0) console.log(`${name} valid as ${caller}: ${answer.status} ${answer.body.slice(0, 160)}`);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          const problem = answerProblem(answer);
          if (problem) problems.push(`${call.title} (as ${caller}): ${problem}`);
        }
      }
      if (process.env.FUZZ_REPORT) console.log(`${name}: ${calls.length} calls, ${Date.now() - started} ms, ${JSON.stringify(statuses)}`);
      expect(problems).toEqual([]);
    });
  });

  it('the server answers after the fuzz', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode, res.body).toBe(200);
  });
}
