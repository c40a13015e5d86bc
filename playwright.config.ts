import { defineConfig, devices } from '@playwright/test';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The production build against real servers: the global setup migrates and seeds one embedded
 * database per run, and each worker starts its own server on a copy of it (free port, own temp
 * folder; see tests/e2e/support/server.ts), so nothing is shared between workers or runs.
 * E2E_WORKERS overrides the worker count.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // The long flows (two members messaging, the contact form to the admin inbox) take 20 to 30 s on a
  // loaded 2-core machine, two workers each with a server and Chromium: the time a test may take, not a retry.
  timeout: 60_000,
  use: {
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    // The service worker (issue 26) is tried by tests/e2e/offline.spec.ts, which allows it: elsewhere
    // each page talks to the server itself, as the tests expect.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } } }],
});
