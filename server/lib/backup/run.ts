import { spawn } from 'node:child_process';
import { BackupError } from './errors';

/**
 * Runs a tool (pg_dump, pg_restore, tar) and fails with the last line it printed. `okCodes` lists
 * exit codes that are not failures (GNU tar's 1: a file changed while it was read).
 */
export function runTool(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; okCodes?: number[] } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      const hint = error.code === 'ENOENT' ? ` (is it installed? On Debian: apt-get install ${command.startsWith('pg_') ? 'postgresql-client' : command})` : '';
      reject(new BackupError(`${command} could not be started: ${error.message}${hint}`));
    });
    child.on('close', (code) => {
      if (code === 0 || (code !== null && options.okCodes?.includes(code))) return resolve(stdout);
      const last = stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${code}`;
      reject(new BackupError(`${command} failed: ${last}`));
    });
  });
}

/** A connection string without its password, which goes to the tool in PGPASSWORD instead of its command line (visible to every user in `ps`). */
export function postgresToolTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}
