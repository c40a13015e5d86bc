/**
 * Builds the browser suite's database once per run: a migrated, seeded embedded database (and the
 * seed's files) in the folder given as the first argument. Each worker's server starts on a copy.
 * Run with `node --import tsx` (the global setup does), so it loads the server code as the server does.
 */
import path from 'node:path';
import { openDatabase } from '../../../server/db';
import { privateFiles } from '../../../server/lib/storage';
import { seedDemoContent } from '../../../server/seed/seed';
import { mediaStoreOf } from '../../../server/features/videos/media';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: make-template.ts <data-dir>');

const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
await database.migrate();
await seedDemoContent(database.db, { files: privateFiles(path.join(dataDir, 'files')), media: mediaStoreOf({ dataDir }) });
await database.close();
