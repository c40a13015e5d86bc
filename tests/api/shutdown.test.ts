import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../support/test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED: 'never', CLIENT_DIST: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('Server listening')) resolve();
      else if (child.exitCode !== null) reject(new Error(output));
      else setTimeout(check, 50);
    };
    check();
  });
  return { child, exited, listening, output: () => output };
}

describe.runIf(engine === 'pglite')('the production server', () => {
  it('shuts down cleanly on SIGTERM, closing the embedded database so it reopens', async () => {
    const port = 43000 + Math.floor(Math.random() * 1000);
    const first = startServer(port);
    await first.listening;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = startServer(port);
    await second.listening;
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 90_000);
});
