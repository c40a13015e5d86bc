/**
 * npm run eval:assistant — how well the assistant finds its sources and keeps people safe, on the
 * evaluation set in tests/fixtures/assistant-eval.json, against the demo content on a fresh embedded
 * database. Prints hit@1 and hit@3 for sources, red-flag recall and out-of-scope precision.
 */
import { evaluateAssistant, formatReport } from '../server/features/assistant/evaluation';
import { openDatabase } from '../server/db';
import { seedDemoContent } from '../server/seed/seed';

const verbose = process.argv.includes('--verbose');
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
await seedDemoContent(database.db);
const report = await evaluateAssistant(database.db);
console.log(formatReport(report, verbose));
await database.close();
process.exit(report.meetsTargets ? 0 : 1);
