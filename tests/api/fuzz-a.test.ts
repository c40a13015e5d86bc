import { describe, expect, it } from 'vitest';
import { answerProblem } from '../support/fuzz-run';
import { fuzzSuite } from '../support/fuzz-suite';

/**
 * Every endpoint of the contract, fuzzed from its own schemas (tests/support/fuzz-inputs.ts): a valid
 * call, then path parameters with traversal, NUL and odd encodings, each query and body field with
 * the wrong type, an oversized string, a seeded sample of naughty strings or left out, malformed
 * JSON, wrong content types and broken uploads, as visitor, member and administrator. No answer is a
 * 5xx, every 4xx is JSON `{ message }`, and the server answers afterwards. A new endpoint or field
 * is covered by adding it to the contract. Half of the endpoints here, half in fuzz-b.test.ts.
 */
fuzzSuite(0, 2);

describe('the fuzz judges answers by the project rule', () => {
  const json = 'application/json; charset=utf-8';
  it.each([
    { answer: { status: 500, body: '{"message":"Internal server error"}', contentType: json }, problem: true },
    { answer: { status: 503, body: '{"message":"Busy"}', contentType: json }, problem: true },
    { answer: { status: 400, body: '<html>Bad</html>', contentType: 'text/html' }, problem: true },
    { answer: { status: 404, body: '{"error":"x"}', contentType: json }, problem: true },
    { answer: { status: 400, body: '{"message":""}', contentType: json }, problem: true },
    { answer: { status: 400, body: '{"message":"Invalid body"}', contentType: json }, problem: false },
    { answer: { status: 302, body: '', contentType: '' }, problem: false },
    { answer: { status: 200, body: 'a file', contentType: 'application/pdf' }, problem: false },
  ])('$answer.status $answer.body', ({ answer, problem }) => {
    expect(answerProblem(answer) !== null).toBe(problem);
  });
});
