import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (scripts/bench/ is two levels below it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const manifestPath = path.join(repoRoot, 'dist/client/.vite/manifest.json');
