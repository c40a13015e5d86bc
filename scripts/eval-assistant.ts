/**
 * npm run eval:assistant — how well the assistant finds its sources and keeps people safe, on the
 * evaluation set in tests/fixtures/assistant-eval.json, against the demo content on a fresh embedded
 * database. Prints hit@1 and hit@3 for sources, red-flag recall and out-of-scope precision.
 */
import fs from 'node:fs';
import { type EvalSet, evaluateAssistant, evalSetPath, formatReport } from '../server/features/assistant/evaluation';

const holdoutSetPath = evalSetPath.replace('assistant-eval.json', 'assistant-eval-holdout.json');
import { openDatabase } from '../server/db';
import { seedDemoContent } from '../server/seed/seed';

const verbose = process.argv.includes('--verbose');
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
await seedDemoContent(database.db);
const report = await evaluateAssistant(database.db);
console.log(formatReport(report, verbose));
// A second set, written separately and never used to tune the assistant: how it does on questions it has not seen.
const holdout = await evaluateAssistant(database.db, JSON.parse(fs.readFileSync(holdoutSetPath, 'utf8')) as EvalSet);
console.log(`\nHeld-out set (tests/fixtures/assistant-eval-holdout.json, not used for tuning):\n${formatReport(holdout, verbose).split('\n').slice(1).join('\n')}`);
await database.close();
process.exit(report.meetsTargets ? 0 : 1);
