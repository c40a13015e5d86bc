import fs from 'node:fs';
import { makeTemplate, TEMPLATE_ENV } from './support/server';

/** One migrated, seeded database per run; every worker's server starts on its own copy. */
export default function globalSetup() {
  const dir = makeTemplate();
  // Workers inherit the runner's environment.
  process.env[TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
