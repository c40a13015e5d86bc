/** `npm run seed`: demo content into the configured database, once. */
import { loadConfig } from '../server/config';
import { databaseOptionsFromConfig, openDatabase } from '../server/db';
import { storesOf } from '../server/lib/stores';
import { seedDemoContent } from '../server/seed/seed';

const config = loadConfig();
const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  await database.migrate();
  const seeded = await seedDemoContent(database.db, {
    scale: Number.isFinite(scale) && scale > 0 ? scale : 1,
    // The configured stores (the local folder or STORAGE_URL's object store), as the server reads them.
    files: storesOf(config).files,
    ...(config.seedVideos ? { media: storesOf(config).media } : {}),
  });
  console.info(seeded ? `Demo content seeded (${database.kind}).` : 'Demo content was already there; nothing to do.');
} finally {
  await database.close();
}
