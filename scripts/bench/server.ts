import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { registerCleanup } from './cleanup';
import { repoRoot } from './paths';
import { freePort } from './ports';

export type RunningServer = {
  name: string;
  baseUrl: string;
  /** Stops the process (SIGTERM, then SIGKILL after a grace period) and waits for it to exit. */
  stop(): Promise<void>;
  /** What the process wrote to stdout/stderr: how many lines, and the last few. */
  output(): { lines: number; tail: string[] };
};

export type StartOptions = {
  /** Label for messages, e.g. "server (pglite)". */
  name: string;
  /** Script path relative to the repository root, run with `node --import tsx`. */
  script: string;
  /** Environment on top of this process's; PORT and HOST are set here. Keys set to undefined are removed. */
  env: Record<string, string | undefined>;
  /** Polled until it answers 200. */
  readyPath: string;
  readyTries?: number;
};

const TAIL_LINES = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(child: ChildProcess, ms: number) {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  const timer = sleep(ms).then(() => false);
  return Promise.race([once(child, 'exit').then(() => true), timer]);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if (await waitForExit(child, 15_000)) return;
  child.kill('SIGKILL');
  await waitForExit(child, 5_000);
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
  for (const [key, value] of Object.entries(options.env)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers measured (Node refuses it in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', options.script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = registerCleanup(options.name, () => stopChild(child));

  let lines = 0;
  const tail: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines += 1;
      tail.push(line.length > 300 ? `${line.slice(0, 300)}…` : line);
      if (tail.length > TAIL_LINES) tail.shift();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let spawnError: Error | null = null;
  child.once('error', (error) => {
    spawnError = error;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const tries = options.readyTries ?? 150;
  try {
    for (let attempt = 1; ; attempt++) {
      if (spawnError) throw spawnError;
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${options.name} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
      }
      try {
        const response = await fetch(baseUrl + options.readyPath, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // Not listening yet.
      }
      if (attempt >= tries) throw new Error(`${options.name} did not answer 200 on ${options.readyPath} after ${tries} tries`);
      await sleep(200);
    }
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(tail.length ? `${message}\n    last output:\n      ${tail.join('\n      ')}` : message, { cause: error });
  }

  return { name: options.name, baseUrl, stop, output: () => ({ lines, tail: [...tail] }) };
}
