import os from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { apiEndpoints } from './scripts/vite-plugin-api-endpoints.ts';
import { compiledMessages } from './scripts/vite-plugin-messages.ts';

const alias = {
  '@client': fileURLToPath(new URL('./client', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

const apiProject = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${engine}`,
    isolate: false,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB_ENGINE: engine },
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [apiEndpoints(), compiledMessages()],
  resolve: { alias },
  test: {
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine, idle while a
    // file waits on PostgreSQL, a spawned server or a timer. Two keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      // Builds the release from a clean copy (minutes of npm and Vite): its own stage of npm test, run alone.
      ...(process.env.RELEASE_TEST ? [{ extends: true as const, test: { name: 'release', include: ['tests/release/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 60_000 } }] : []),
    ],
  },
});
