/** `npm run seed`: demo content into the configured database, once. */
import { loadConfig } from '../server/config';
import { databaseOptionsFromConfig, openDatabase } from '../server/db';
import path from 'node:path';
import { privateFiles } from '../server/lib/storage';
import { seedDemoContent } from '../server/seed/seed';
import { mediaStoreOf } from '../server/features/videos/media';

const config = loadConfig();
const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  await database.migrate();
  const seeded = await seedDemoContent(database.db, {
    scale: Number.isFinite(scale) && scale > 0 ? scale : 1,
    files: privateFiles(path.join(config.dataDir, 'files')),
    ...(config.seedVideos ? { media: mediaStoreOf(config) } : {}),
  });
  console.info(seeded ? `Demo content seeded (${database.kind}).` : 'Demo content was already there; nothing to do.');
} finally {
  await database.close();
}
