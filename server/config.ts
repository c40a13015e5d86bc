import path from 'node:path';
import v8 from 'node:v8';
import { z } from 'zod';
import { parseStorageUrl, type StorageLocation } from './lib/storage-url';

/** Connections in the PostgreSQL pool (server/db/client.ts). */
export const POSTGRES_POOL_SIZE = 10;
/**
 * The load shedding's default cap on API requests in flight. One page asks for up to about eight
 * things at once, so the cap leaves room for several people opening pages in the same moment (a cap
 * of 4 refused half of a single page's requests); it stays below the depth at which the queue behind
 * the database would pass a second at saturation (PostgreSQL about 260 answers a second here, PGlite
 * about 120: 64 and 32 in flight wait about a quarter of a second). On PGlite the busy-loop rule
 * refuses first under sustained overload.
 */
export const DEFAULT_MAX_IN_FLIGHT = { postgres: 64, pglite: 32 } as const;

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'always', 'never']).default('auto'),
  SEED_VIDEOS: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: booleanFlag,
  CLIENT_DIST: z.string().min(1).default('./dist/client'),
  E2E_HOOKS: booleanFlag,
  COUNT_SQL: booleanFlag,
  SMTP_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  MAIL_FROM: z.string().min(3).default('Clubfoot Community <no-reply@clubfoot.example>'),
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  ADMIN_EMAILS: z.string().optional().default(''),
  GOOGLE_CLIENT_ID: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  STREAM_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(20_000),
  /** How old the analytics' rollups may be before the figures' page counts today again (tests use 0). */
  ANALYTICS_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  STRIPE_SECRET_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().startsWith('sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().startsWith('pk_').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().startsWith('whsec_').optional()),
  /** Test mode in production too (a staging site): without it, production with no Stripe keys takes no gifts. */
  PAYMENTS_TEST_MODE: booleanFlag,
  LLM_BASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  LLM_API_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  LLM_MODEL: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(200).optional()),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Load shedding: 503 with Retry-After when the API is full, or the database queue, the event loop or the heap is past its limit. */
  LOAD_SHEDDING: z.enum(['on', 'off']).default('on'),
  /** API requests in flight at once; unset: twice the PostgreSQL pool, or 4 on PGlite. */
  LOAD_SHED_MAX_IN_FLIGHT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(100_000).optional()),
  LOAD_SHED_MAX_BUSY_MS: z.coerce.number().int().min(1).max(60_000).default(10),
  LOAD_SHED_DB_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(500),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  /** Web Push's VAPID key pair (base64url, as web-push's generate-vapid-keys writes them); unset: made once and kept in the database. */
  VAPID_PUBLIC_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, 65 bytes in base64url').optional()),
  VAPID_PRIVATE_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 32 bytes in base64url').optional()),
  /** Who push services may contact about this site's pushes; unset: the contact e-mail of the site settings, else webmaster@ the public address's host. */
  VAPID_SUBJECT: z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address').optional()),
  /** Where stored files live: unset for the local folder, or s3://bucket/prefix?endpoint=… (server/lib/storage-url.ts). */
  STORAGE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** The bearer token Prometheus sends to GET /metrics; unset: /metrics answers 404 (nothing is exposed). */
  METRICS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16, 'must be at least 16 characters').optional()),
  /** Another address for Stripe's API (tests point it at a local fake). */
  STRIPE_API_BASE: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seed: 'auto' | 'always' | 'never';
  /** Whether seeding draws and encodes the demo videos (half a minute of ffmpeg work). */
  seedVideos: boolean;
  trustProxy: boolean;
  clientDist: string;
  /** Test-only routes for the browser suite; refused in production. */
  e2eHooks: boolean;
  /** Adds an x-sql-queries header to the answer of each request sent with x-count-sql: 1 (used by the benchmark and tests). */
  countSql: boolean;
  /** nodemailer SMTP URL; unset: each message is written to DATA_DIR/outbox as an .eml file. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The site's own address for links in e-mails (never taken from a request's Host header). */
  publicUrl: string;
  /** Addresses that become admins once verified. */
  adminEmails: string[];
  /** Google sign-in (OpenID Connect); off unless both id and secret are set. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** Multiplies every rate limit (tests and benchmarks raise it; 1 in production). */
  rateLimitScale: number;
  /** How often open message streams get a heartbeat comment (tests shorten it). */
  streamHeartbeatMs: number;
  /** How old the analytics' rollups may be before a figures request counts today again. */
  analyticsRefreshMs: number;
  /**
   * Stripe when both keys are set; otherwise test mode, where documented test cards succeed or decline,
   * except in production, where no keys means no gifts (`off`) unless PAYMENTS_TEST_MODE says otherwise.
   */
  payments: PaymentsConfig;
  /**
   * When to refuse new requests with 503 (server/lib/load-shedding.ts). First, as each API request
   * arrives: `maxInFlight` API requests are already in flight, or (PGlite only) it arrives more than
   * `maxBusyMs` into a turn of the event loop that right followed another turn longer than that (null:
   * that rule is off). Then: a database probe waiting longer than `maxDbWaitMs` in the same queue as every request's
   * queries, an event loop late by more than `maxEventLoopDelayMs`, or a heap past `maxHeapUsedBytes`;
   * checked every `checkIntervalMs`. Null: off.
   */
  loadShedding: {
    maxInFlight: number;
    maxBusyMs: number | null;
    maxDbWaitMs: number;
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number;
    checkIntervalMs: number;
  } | null;
  /**
   * Web Push (issue 26): the VAPID key pair from the environment, or null to use the one made once and
   * kept in the database (every instance reads the same); the subject, or null for the default.
   */
  vapid: { keys: { publicKey: string; privateKey: string } | null; subject: string | null };
  /** Where uploads, members' downloads and videos are kept (issue 28): the local folder or an object store. */
  storage: StorageLocation;
  /** The token GET /metrics asks for (Authorization: Bearer ...); null: /metrics answers 404. */
  metricsToken: string | null;
  /** An OpenAI-compatible chat-completions API for the assistant; null: answers are composed from the passages. */
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
};

export type PaymentsConfig =
  | { mode: 'test' }
  | { mode: 'off' }
  | { mode: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined };

function storageLocation(value: string | undefined): StorageLocation {
  try {
    return parseStorageUrl(value);
  } catch (error) {
    throw new Error(`Invalid environment:\n  ${(error as Error).message}`, { cause: error });
  }
}

function vapidConfig(e: z.infer<typeof envSchema>): Config['vapid'] {
  const subject = e.VAPID_SUBJECT ?? null;
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return { keys: null, subject };
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) throw new Error('Invalid environment:\n  set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is made and kept in the database)');
  return { keys: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }, subject };
}

function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const keys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY].filter(Boolean).length;
  if (keys === 0) return e.NODE_ENV === 'production' && !e.PAYMENTS_TEST_MODE ? { mode: 'off' } : { mode: 'test' };
  if (keys === 1) throw new Error('Invalid environment:\n  set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither (test mode)');
  if (!e.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid environment:\n  STRIPE_WEBHOOK_SECRET is needed with Stripe keys: gifts are marked paid only by signed webhooks');
  }
  return {
    mode: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY!,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.E2E_HOOKS && e.NODE_ENV === 'production') {
    throw new Error('E2E_HOOKS must not be enabled with NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    seedVideos: e.SEED_VIDEOS === 'true',
    trustProxy: e.TRUST_PROXY,
    clientDist: path.resolve(e.CLIENT_DIST),
    e2eHooks: e.E2E_HOOKS,
    countSql: e.COUNT_SQL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    streamHeartbeatMs: e.STREAM_HEARTBEAT_MS,
    analyticsRefreshMs: e.ANALYTICS_REFRESH_SECONDS * 1000,
    payments: paymentsConfig(e),
    vapid: vapidConfig(e),
    loadShedding:
      e.LOAD_SHEDDING === 'off'
        ? null
        : {
            maxInFlight: e.LOAD_SHED_MAX_IN_FLIGHT ?? (e.DATABASE_URL ? DEFAULT_MAX_IN_FLIGHT.postgres : DEFAULT_MAX_IN_FLIGHT.pglite),
            maxBusyMs: e.LOAD_SHED_MAX_BUSY_MS,
            maxDbWaitMs: e.LOAD_SHED_DB_WAIT_MS,
            maxEventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS,
            // Past 90% of what V8 may use, a request is better refused than the process lost.
            maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9),
            checkIntervalMs: 250,
          },
    storage: storageLocation(e.STORAGE_URL),
    metricsToken: e.METRICS_TOKEN ?? null,
    llm: e.LLM_BASE_URL && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS } : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER } : null,
    adminEmails: e.ADMIN_EMAILS.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean),
  };
}
