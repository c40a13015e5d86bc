import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { manifestPath, repoRoot } from './paths';

/** Runs `npm run build` when dist/client has no Vite manifest. Returns whether it built. */
export async function ensureClientBuild() {
  if (fs.existsSync(manifestPath)) return false;
  console.info('No client build found (dist/client/.vite/manifest.json): running `npm run build`…');
  const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
  if (!fs.existsSync(manifestPath)) throw new Error('npm run build finished but wrote no manifest');
  return true;
}
