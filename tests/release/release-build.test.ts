import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, projectRoot, untilHealthy } from '../support/server-process';

/*
 * Issue 28: the Dockerfile's build stage runs scripts/release-build.sh and its run stage starts what it
 * wrote. Docker is not on this machine, so this test does the same on a clean copy of the project (the
 * files git tracks or would track, as a clean clone has them): build the release, start it as
 * production does, and check a visitor gets the site from it, with no build or test tools inside.
 */

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-release-'));
const checkout = path.join(work, 'checkout');
const release = path.join(work, 'release');
let server: ReturnType<typeof spawn> | null = null;

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const gone = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    await gone;
  }
  // Two trees of packages (about 1.6 GB): removed in the background of the next stage, not waited for.
  spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
});

/** The project's files as a clean clone holds them, with this working tree's changes. */
function copyCheckout() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(projectRoot, file);
    // Deleted in the working tree, not yet committed; or not a file (a worktree's node_modules link).
    if (!fs.existsSync(from) || !fs.lstatSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    fs.copyFileSync(from, path.join(checkout, file));
  }
  fs.chmodSync(path.join(checkout, 'scripts/release-build.sh'), 0o755);
}

describe('the release build', () => {
  it('builds from a clean checkout into a folder with production packages only', () => {
    copyCheckout();
    const build = spawnSync('scripts/release-build.sh', [release], { cwd: checkout, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
    expect(build.status, `${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`).toBe(0);
    for (const part of ['server/main.ts', 'shared/api/contract.ts', 'dist/client/index.html', 'package-lock.json']) expect(fs.existsSync(path.join(release, part)), part).toBe(true);
    expect(fs.readdirSync(path.join(release, 'dist/server')).some((name) => /^entry-server\./.test(name))).toBe(true);
    // Nothing for building or testing at run time: no compilers, bundlers, browsers or test runners.
    for (const tool of ['vite', 'vitest', 'typescript', '@playwright/test', 'playwright-core', 'eslint', 'lighthouse', 'drizzle-kit', 's3rver'])
      expect(fs.existsSync(path.join(release, 'node_modules', tool)), `${tool} is in the release`).toBe(false);
    expect(fs.readdirSync(path.join(release, 'scripts')).sort()).toEqual(['backup.ts', 'restore.ts']);
    for (const source of ['tests', 'client', 'docs']) expect(fs.existsSync(path.join(release, source)), `${source}/ is in the release`).toBe(false);
  });

  it('starts as production does, migrates an empty database and serves the site', async () => {
    expect(fs.existsSync(path.join(release, 'server/main.ts')), 'the release was built (the test above)').toBe(true);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = path.join(work, 'data');
    let output = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: release,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The image's environment (Dockerfile), with an embedded database in a temp folder.
      env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn' },
    });
    server.stdout!.on('data', (chunk) => (output += String(chunk)));
    server.stderr!.on('data', (chunk) => (output += String(chunk)));
    await untilHealthy(server, url, 120_000, () => output);

    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
    // The load balancer's question: every migration applied, not shedding.
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toMatch(/<title>[^<]*Clubfoot/i);
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the page loads its code').toBeTruthy();
    const asset = await fetch(`${url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // Production never seeds demo content: the forum is empty, not full of fictional people.
    const topics = await fetch(`${url}/api/forum/topics`);
    expect(topics.status).toBe(200);
    expect(await topics.json()).toEqual([]);
  });
});
