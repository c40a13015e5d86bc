/** `npm run dev`: the API server (restarting on change) on :3001 and Vite with hot reload on :3000. */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children: ChildProcess[] = [];

function run(name: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.info(`${name} exited (${code ?? 'signal'}); stopping.`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run('api', ['--import', 'tsx', '--watch', 'server/main.ts'], { PORT: apiPort, NODE_ENV: 'development', CLIENT_DIST: './dist/__dev_none__' });
run('vite', ['node_modules/vite/bin/vite.js'], { API_PORT: apiPort });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
