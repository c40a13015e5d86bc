import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../support/test-app';

/** Starts the server on a port the kernel picks; `listening` answers its base URL, read from the log. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // Without load shedding, as in every test: a loaded test machine must not see the new server as overloaded.
    env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED: 'never', CLIENT_DIST: '/nonexistent', LOAD_SHEDDING: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) resolve(address);
      else if (child.exitCode !== null) reject(new Error(output));
      else setTimeout(check, 50);
    };
    check();
  });
  return { child, exited, listening, output: () => output };
}

describe.runIf(engine === 'pglite')('the production server', () => {
  // Made and removed inside the block: on PostgreSQL the file is skipped, and so are its hooks.
  let dataDir = '';
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-shutdown-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('shuts down cleanly on SIGTERM, closing the embedded database so it reopens', async () => {
    const first = startServer(dataDir);
    const health = await fetch(`${await first.listening}/api/health`);
    expect(health.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = startServer(dataDir);
    expect((await fetch(`${await second.listening}/api/health`)).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 90_000);
});
