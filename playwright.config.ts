import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4319);
export const E2E_DATA_DIR = path.join(os.tmpdir(), `clubfoot-e2e-${PORT}`);

/** The browser suite always runs on a fresh embedded database. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv) {
  const copy: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && key !== 'DATABASE_URL') copy[key] = value;
  return copy;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } } }],
  webServer: {
    // The production build on a fresh embedded database, with the test-only read-outs on.
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...withoutDatabaseUrl(process.env),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'test',
      E2E_HOOKS: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      SEED: 'always',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
