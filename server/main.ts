import { buildApp } from './app';
import { loadConfig } from './config';
import { databaseOptionsFromConfig, openDatabase } from './db';
import { schedulePruning } from './lib/maintenance';
import { storesOf } from './lib/stores';
import { seedDemoContent } from './seed/seed';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await database.migrate();

const shouldSeed =
  config.seed === 'always' || (config.seed === 'auto' && database.kind === 'pglite' && config.env !== 'production');
const seeded = shouldSeed
  ? await seedDemoContent(database.db, { files: storesOf(config).files, ...(config.seedVideos ? { media: storesOf(config).media } : {}) })
  : false;

const app = await buildApp({ config, database, runJobs: true });
if (seeded) app.log.info('demo content seeded');
const stopPruning = schedulePruning(database.db, app.log);
app.addHook('onClose', async () => stopPruning());

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });

// Started by a test runner over an IPC channel: stop with it, even when it dies without a signal.
if (process.send) {
  if (process.connected) process.once('disconnect', () => void shutdown('disconnect'));
  else void shutdown('disconnect');
}
