import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, untilHealthy } from '../../support/server-process';

/**
 * The browser suite's servers. The global setup builds one seeded database per run; each Playwright
 * worker then starts its own production server on a copy of it, on a free port and in its own temp
 * folder, so workers (and two runs on one machine) share nothing.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const tsxNode = (script: string, ...args: string[]) => [process.execPath, ['--import', 'tsx', script, ...args]] as const;

/** Env var through which the global setup hands the template folder to the workers. */
export const TEMPLATE_ENV = 'CLUBFOOT_E2E_TEMPLATE';

/** Migrates and seeds the run's template data folder; answers its path. */
export function makeTemplate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-e2e-template-'));
  const [node, args] = tsxNode('tests/e2e/support/make-template.ts', dir);
  execFileSync(node, args, { cwd: root, stdio: 'inherit', env: withoutDatabaseUrl(process.env) });
  return dir;
}

/** The browser suite always runs on the embedded database, whatever the shell points at. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv) {
  const copy: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && key !== 'DATABASE_URL') copy[key] = value;
  return copy;
}

export type E2EServer = { url: string; dataDir: string; stop: () => Promise<void> };

/** Starts the production server on a copy of the template, in a temp folder removed by `stop()`. */
export async function startServer(templateDir: string): Promise<E2EServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-e2e-'));
  fs.cpSync(templateDir, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [node, args] = tsxNode('server/main.ts');
  const child = spawn(node, args, {
    cwd: root,
    // The IPC channel: the server stops when this worker goes, even if it is killed (see server/main.ts).
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...withoutDatabaseUrl(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // The test-only hooks (accounts and sessions made directly, stored rows read back).
      E2E_HOOKS: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      // Two workers' servers and browsers on 2 cores must not be refused as overloaded (tests/api/load-shedding.test.ts covers it).
      LOAD_SHEDDING: 'off',
      // The analytics' figures count today's visits again on every read, so a page view shows at once.
      ANALYTICS_REFRESH_SECONDS: '0',
      // The copy is seeded already; 'always' keeps it so if the template ever is not.
      SEED: 'always',
      PUBLIC_URL: url,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilHealthy(child, url, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
