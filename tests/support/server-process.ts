import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { IDEMPOTENCY_HEADER } from '../../shared/api/endpoint';

/**
 * The production server as its own process (`node --import tsx server/main.ts`), for tests that need
 * the real thing: the browser suite's servers (tests/e2e/support/server.ts) and the crash test
 * (tests/api/crash-durability.test.ts), which kills it with SIGKILL and starts it again.
 */

export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** A port no one listens on now, picked by the kernel. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits until the server answers its health check, or fails as soon as the process exits. */
export async function untilHealthy(child: ChildProcess, url: string, timeoutMs: number, output = () => '') {
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `server exited early (code ${code}, signal ${signal})\n${output()}`));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(exited);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server at ${url} not healthy after ${timeoutMs} ms\n${output()}`);
    // Poll the health endpoint: the state we wait for, checked every 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has gone, with its exit code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last of what it printed (for a failure's message). */
  output: () => string;
};

/**
 * Starts the server on a free port with `env` (DATA_DIR, DATABASE_URL...) over the process's own,
 * and waits for its health check. Its output is kept, not shown; the IPC channel stops it with the
 * test process, even one that dies without a signal (see server/main.ts).
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, HOST: '127.0.0.1', PUBLIC_URL: url, ...env, PORT: String(port) },
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = { url, child, exited, output: () => output };
  try {
    await untilHealthy(child, url, timeoutMs, server.output);
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return server;
}

export type ServerAnswer = {
  status: number;
  /** The JSON answer (null when it is not JSON: read `text`). */
  body: Record<string, unknown>;
  text: string;
  setCookie: string[];
  /** Answered from an Idempotency-Key's stored first answer. */
  replayed: boolean;
};

/**
 * One request to a server process: `ip` comes as X-Forwarded-For (the server must run with
 * TRUST_PROXY=true to take it, as behind a balancer), `key` as the Idempotency-Key.
 */
export async function requestServer(
  server: Pick<ServerProcess, 'url'>,
  method: string,
  url: string,
  { cookie, ip, body, key }: { cookie?: string; ip?: string; body?: unknown; key?: string } = {},
): Promise<ServerAnswer> {
  const headers: Record<string, string> = {};
  if (ip) headers['x-forwarded-for'] = ip;
  if (cookie) headers.cookie = cookie;
  if (key) headers[IDEMPOTENCY_HEADER] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the caller reads `text`.
  }
  const setCookie = res.headers.getSetCookie();
  return { status: res.status, body: parsed as ServerAnswer['body'], text, setCookie, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

/** The `sid=...` session cookie an answer set, for the next request's Cookie header. */
export const sessionCookieOf = (answer: ServerAnswer) => answer.setCookie.find((cookie) => cookie.startsWith('sid='))?.split(';')[0];
