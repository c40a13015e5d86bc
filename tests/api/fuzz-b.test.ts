import { fuzzSuite } from '../support/fuzz-suite';

/**
 * Every endpoint of the contract, fuzzed from its own schemas (tests/support/fuzz-inputs.ts): a valid
 * call, then path parameters with traversal, NUL and odd encodings, each query and body field with
 * the wrong type, an oversized string, a seeded sample of naughty strings or left out, malformed
 * JSON, wrong content types and broken uploads, as visitor, member and administrator. No answer is a
 * 5xx, every 4xx is JSON `{ message }`, and the server answers afterwards. A new endpoint or field
 * is covered by adding it to the contract. Half of the endpoints here, half in fuzz-a.test.ts.
 */
fuzzSuite(1, 2);
