import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db';
import { createBackup, type SiteConfig } from '../../server/lib/backup/backup';
import { restoreBackup } from '../../server/lib/backup/restore';
import { listKeys } from '../../server/lib/backup/s3';
import { parseStorageUrl, type StorageLocation } from '../../server/lib/storage-url';
import { seedDemoContent } from '../../server/seed/seed';
import { engine, openTestDatabase } from '../support/test-app';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clubfoot-backup-test-'));
const backups = path.join(root, 'backups');
const local = { kind: 'local' } as const;

/** The site backed up: seeded, with files in each of the three trees (one path longer than tar's 100 characters). */
let site: SiteConfig;
/** PostgreSQL: the site's database stays open while it is backed up, as a running server's would. */
let siteDatabase: (Database & { url?: string }) | null = null;
/** Where it is restored: a new empty database and a new data folder. */
let target: SiteConfig;
let dropTarget = async () => {};

const storedFiles: Record<string, Buffer> = {
  'uploads/3f/3f2a9c.webp': randomBytes(70_000),
  'uploads/avatars/maya.png': randomBytes(1_500),
  'files/guides/casting-guide.pdf': randomBytes(20_000),
  [`videos/${'a'.repeat(40)}/hls/${'b'.repeat(40)}/720p/segment-00001.ts`]: randomBytes(9_000),
};

function writeFiles(dataDir: string) {
  for (const [name, bytes] of Object.entries(storedFiles)) {
    fs.mkdirSync(path.dirname(path.join(dataDir, name)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, name), bytes);
  }
}

/** A new database: empty, or (`migrated`) a copy of the run's migrated template, as a first server start leaves it. */
async function createPostgresDatabase(suffix: string, migrated = false): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `${inject('postgresTemplate').replace(/_template$/, '')}_${suffix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${migrated ? ` template "${inject('postgresTemplate')}"` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

type Rows = Record<string, unknown>[];

/** Runs `use` against a site's database (a connection of its own; the embedded one is opened and closed). */
async function withQuery<T>(config: SiteConfig, use: (query: (sql: string) => Promise<Rows>) => Promise<T>): Promise<T> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      return await use(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  try {
    return await use(async (sql) => ((await database.db.execute(sql)) as unknown as { rows: Rows }).rows);
  } finally {
    await database.close();
  }
}

const SAMPLED_TABLES = ['users', 'forum_topics', 'events', 'assistant_questions', 'site_settings'];

/** Every table's row count (listed from information_schema) and a few whole rows of some, JSON and timestamps included. */
const snapshot = (config: SiteConfig) =>
  withQuery(config, async (query) => {
    const tables = await query(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables as { name: string }[]) {
      counts[name] = Number((await query(`select count(*) as n from ${name}`))[0]!.n);
    }
    const samples: Record<string, string> = {};
    for (const table of SAMPLED_TABLES) {
      const rows = [...(await query(`select * from ${table} order by id limit 4`)), ...(await query(`select * from ${table} order by id desc limit 2`))];
      samples[table] = JSON.stringify(rows);
    }
    return { counts, samples };
  });

const readTree = (dataDir: string) => Object.fromEntries(Object.keys(storedFiles).map((name) => [name, fs.readFileSync(path.join(dataDir, name))]));

/** Runs one of the npm entry points as npm would, in a child process. */
async function runScript(script: 'backup' | 'restore', args: string[], config: SiteConfig) {
  const env = { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? '', STORAGE_URL: '', BACKUP_TO: '' };
  return promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: repo, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

beforeAll(async () => {
  const siteDir = path.join(root, 'site');
  if (engine === 'postgres') {
    siteDatabase = await openTestDatabase();
    await seedDemoContent(siteDatabase.db);
    site = { dataDir: siteDir, databaseUrl: siteDatabase.url, storage: local };
    const restored = await createPostgresDatabase('restored');
    target = { dataDir: path.join(root, 'restored'), databaseUrl: restored.url, storage: local };
    dropTarget = restored.drop;
  } else {
    // The run's migrated template, unpacked into a folder as a server's database would be.
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(siteDir, 'db'), loadDataDir: template });
    await seedDemoContent(database.db);
    // The embedded engine is backed up with no server on its folder (server/lib/backup/pglite-in-use.ts).
    await database.close();
    site = { dataDir: siteDir, databaseUrl: undefined, storage: local };
    target = { dataDir: path.join(root, 'restored'), databaseUrl: undefined, storage: local };
  }
  writeFiles(siteDir);
});

afterAll(async () => {
  await siteDatabase?.close();
  await dropTarget();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The site's database as backed up (taken by the first test). */
let before: Awaited<ReturnType<typeof snapshot>> | undefined;

describe(`backups (${engine})`, () => {
  let latest: string;

  it('npm run backup writes a whole backup, then applies the retention rule of its flags', async () => {
    // An older backup (a copy of the manifest is all the rule looks at), and a folder that is not a backup.
    fs.mkdirSync(path.join(backups, '2026-01-04T030000Z'), { recursive: true });
    fs.writeFileSync(path.join(backups, '2026-01-04T030000Z', 'manifest.json'), '{}');
    fs.mkdirSync(path.join(backups, 'notes'));
    const run = await runScript('backup', ['--to', backups, '--keep-daily', '1', '--keep-weekly', '0'], site);
    expect(run.stderr.split('\n').filter((line) => line && !line.includes('NodeVersionSupportWarning'))).toEqual([]);
    expect(run.code).toBe(0);
    latest = fs.readdirSync(backups).find((name) => /^\d{4}-.*Z$/.test(name))!;
    expect(run.stdout).toContain(`Backup ${latest} written to ${backups}`);
    expect(run.stdout).toContain('Deleted by the retention rule: 2026-01-04T030000Z.');
    expect(fs.readdirSync(backups).sort()).toEqual([latest, 'notes']);
    expect(fs.readdirSync(path.join(backups, latest)).sort()).toEqual(['database.' + (engine === 'postgres' ? 'pgdump' : 'tar.gz'), 'files.tar', 'manifest.json']);

    const manifest = JSON.parse(fs.readFileSync(path.join(backups, latest, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: latest, engine, files: { count: 4, bytes: Object.values(storedFiles).reduce((sum, b) => sum + b.length, 0) } });
    expect(manifest.migrations).toBeGreaterThan(30);
    before = await snapshot(site);
    expect(manifest.tables).toEqual(before.counts);
    expect(manifest.tables['public.users']).toBe(13);
  });

  it('refuses a backup whose files do not match their checksums, before touching the target', async () => {
    const tampered = path.join(root, 'tampered');
    fs.cpSync(path.join(backups, latest), path.join(tampered, latest), { recursive: true });
    const archive = path.join(tampered, latest, 'files.tar');
    const bytes = fs.readFileSync(archive);
    bytes[600] = bytes[600]! ^ 0xff;
    fs.writeFileSync(archive, bytes);
    await expect(restoreBackup({ config: target, from: tampered })).rejects.toThrow(`checksum mismatch: files.tar of backup ${latest}`);
    expect(fs.existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
    if (engine === 'pglite') expect(fs.existsSync(path.join(target.dataDir, 'db'))).toBe(false);
    else expect(await withQuery(target, (query) => query("select table_name from information_schema.tables where table_schema = 'public'"))).toEqual([]);
  });

  it('restores into a new database and data folder: every table, sampled rows and the files as they were', async () => {
    const result = await restoreBackup({ config: target, from: backups });
    expect(result).toMatchObject({ name: latest, files: { count: 4 } });
    const after = await snapshot(target);
    expect(after.counts).toEqual(before!.counts);
    expect(Object.keys(after.counts).length).toBeGreaterThan(80);
    expect(after.counts['public.forum_topics']).toBeGreaterThan(10);
    for (const table of SAMPLED_TABLES) {
      expect(after.samples[table]!.length, table).toBeGreaterThan(10);
      expect(after.samples[table], table).toBe(before!.samples[table]);
    }
    expect(readTree(target.dataDir)).toEqual(storedFiles);
  });

  it('refuses to restore over a site that has members, and changes nothing', async () => {
    const changed = path.join(site.dataDir, 'uploads/avatars/maya.png');
    fs.writeFileSync(changed, 'a newer picture');
    await expect(restoreBackup({ config: site, from: backups })).rejects.toThrow(/^the target database .*is not empty \(13 users\)/);
    expect(await snapshot(site)).toEqual(before);
    expect(fs.readFileSync(changed, 'utf8')).toBe('a newer picture');
    fs.writeFileSync(changed, storedFiles['uploads/avatars/maya.png']!);
  });

  it('restores over a database that a server start migrated but nobody used', async () => {
    const dataDir = path.join(root, 'migrated');
    let config: SiteConfig;
    let drop = async () => {};
    if (engine === 'postgres') {
      const migrated = await createPostgresDatabase('migrated', true);
      config = { dataDir, databaseUrl: migrated.url, storage: local };
      drop = migrated.drop;
    } else {
      const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
      await (await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), loadDataDir: template })).close();
      config = { dataDir, databaseUrl: undefined, storage: local };
    }
    try {
      const result = await restoreBackup({ config, from: backups });
      // The embedded one is kept aside, not deleted.
      if (engine === 'pglite') expect(result.movedAside).toMatch(/\/migrated\/db\.replaced-/);
      expect((await snapshot(config)).counts).toEqual(before!.counts);
    } finally {
      await drop();
    }
  });

  it('npm run restore says in one line, with exit code 1, that a backup is missing', async () => {
    const run = await runScript('restore', ['--from', backups, '--backup', '2001-01-01T000000Z'], target);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`restore failed: no backup 2001-01-01T000000Z in ${backups}`);
  });

  it.runIf(engine === 'pglite')('does not back up the embedded database while a process has it open', async () => {
    const open = await openDatabase({ kind: 'pglite', dataDir: path.join(site.dataDir, 'db') });
    try {
      await expect(createBackup({ config: site, to: backups })).rejects.toThrow(`is open in process ${process.pid}`);
    } finally {
      await open.close();
    }
    expect(fs.readdirSync(backups).sort()).toEqual([latest, 'notes']);
  });
});

/**
 * Backups in a bucket, of a site whose files are in a bucket too (s3rver on loopback). The database
 * part is the same as above, so this runs on one engine only.
 */
describe.runIf(engine === 'pglite')('backups in an object store', () => {
  let server: S3rver;
  let s3: S3Client;
  let storeAt: (bucketAndPrefix: string) => string;

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(root, 's3rver'), configureBuckets: [{ name: 'backups' }, { name: 'site-files' }] });
    const { port } = await server.run();
    storeAt = (bucketAndPrefix) => `s3://S3RVER:S3RVER@${bucketAndPrefix}?endpoint=http://127.0.0.1:${port}`;
    s3 = new S3Client({ region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    for (const [name, bytes] of Object.entries(storedFiles)) await s3.send(new PutObjectCommand({ Bucket: 'site-files', Key: `live/${name}`, Body: bytes }));
  });
  afterAll(async () => {
    s3?.destroy();
    await server?.close();
  });

  it('backs up the files of a bucket to another bucket, keeps only what the rule keeps, and restores them into the store', async () => {
    const inBucket: StorageLocation = parseStorageUrl(storeAt('site-files/live'));
    const config = { ...site, storage: inBucket };
    const to = storeAt('backups/nightly');
    const first = await createBackup({ config, to, now: new Date('2026-11-28T03:00:00Z') });
    const second = await createBackup({ config, to, now: new Date('2026-11-29T03:00:00Z'), retention: { daily: 1, weekly: 0 } });
    expect(second.deleted).toEqual([first.name]);
    expect((await listKeys(s3, 'backups', 'nightly/')).map(({ key }) => key).sort()).toEqual(
      ['database.tar.gz', 'files.tar', 'manifest.json'].map((part) => `nightly/${second.name}/${part}`),
    );
    expect(second.manifest.files.count).toBe(4);

    const restored: SiteConfig = { dataDir: path.join(root, 'restored-from-s3'), databaseUrl: undefined, storage: parseStorageUrl(storeAt('site-files/restored')) };
    const result = await restoreBackup({ config: restored, from: to });
    expect(result.name).toBe(second.name);
    // (Run alone with -t, the first describe's snapshot of the site is not there.)
    expect((await snapshot(restored)).counts).toEqual((before ?? (await snapshot(site))).counts);
    for (const [name, bytes] of Object.entries(storedFiles)) {
      const object = await s3.send(new GetObjectCommand({ Bucket: 'site-files', Key: `restored/${name}` }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes), name).toBe(true);
    }
    // Nothing of the files on the local disk: they went to the store.
    expect(fs.existsSync(path.join(restored.dataDir, 'uploads'))).toBe(false);
  });
});
