import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Listen } from '../db';

/** The channel migration 0025's triggers notify on, with "name:version" once the change has committed. */
export const KEPT_VERSIONS_CHANNEL = 'kept_versions';

/** What answers and pages are kept per: each raised by statement triggers when what it covers changes. */
export const KEPT_VERSION_NAMES = ['forum', 'library', 'buddy', 'assistant', 'settings', 'videos', 'shop', 'events', 'stories', 'groups'] as const;
export type KeptVersionName = (typeof KEPT_VERSION_NAMES)[number];

type Versions = Record<KeptVersionName, number>;

const isName = (name: string): name is KeptVersionName => (KEPT_VERSION_NAMES as readonly string[]).includes(name);

/** Every version in one statement. */
async function readAll(db: Db): Promise<Versions> {
  const result = (await db.execute(sql`
    select (select version from forum_version where id = 1) as forum,
      (select version from resource_library_version where id = 1) as library,
      (select version from buddy_version where id = 1) as buddy,
      (select version from assistant_version where id = 1) as assistant,
      (select version from site_settings where id = 1) as settings,
      (select version from content_versions where name = 'videos') as videos,
      (select version from content_versions where name = 'shop') as shop,
      (select version from content_versions where name = 'events') as events,
      (select version from content_versions where name = 'stories') as stories,
      (select version from content_versions where name = 'groups') as groups`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  return Object.fromEntries(KEPT_VERSION_NAMES.map((name) => [name, Number(row[name] ?? 0)])) as Versions;
}

/**
 * This instance's knowledge of every kept version (decision 0028). The versions are read from the
 * database once, then kept up to date by the notices every instance hears on its LISTEN connection, so
 * a kept answer costs no SQL while nothing changes. They are read again (one query, shared by the
 * requests waiting for it) when they cannot be trusted: before the first notice is heard, after the
 * listening connection was lost, and after this instance itself answered a write, so a member who just
 * changed something sees it at once even if the notice is still on its way.
 */
export class KeptVersions {
  private known: Versions | null = null;
  /** Raised on every reason to distrust what is known; a read started before it must not restore trust. */
  private generation = 0;
  private reading: Promise<Versions> | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly listen: Listen,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start() {
    this.unlisten = await this.listen(
      KEPT_VERSIONS_CHANNEL,
      (payload) => this.hear(payload),
      () => this.distrust(),
    );
  }

  async stop() {
    await this.unlisten?.();
    this.unlisten = null;
    this.distrust();
  }

  /** The version of `name` now: from memory while it can be trusted, else read with all the others. */
  async get(name: KeptVersionName): Promise<number> {
    return (this.known ?? (await this.read()))[name];
  }

  /** All versions, for what depends on several (a rendered page). */
  async all(): Promise<Readonly<Versions>> {
    return this.known ?? (await this.read());
  }

  /** The next get reads the database again (this instance wrote, or may have missed notices). */
  distrust() {
    this.generation += 1;
    this.known = null;
    // A read already under way may have started before the write: the next get starts its own.
    this.reading = null;
    this.heardWhileReading = null;
  }

  /** True while the versions are known without a query (tests and the benchmark's probe read this). */
  get trusted() {
    return this.known !== null;
  }

  private read(): Promise<Versions> {
    if (this.reading) return this.reading;
    const generation = this.generation;
    const heard = new Map<KeptVersionName, number>();
    this.heardWhileReading = heard;
    const reading = readAll(this.db)
      .then((read) => {
        // A notice heard while reading may be newer than what was read: never go back.
        const merged = { ...read };
        for (const [name, version] of heard) merged[name] = Math.max(merged[name], version);
        if (generation === this.generation) this.known = merged;
        return merged;
      })
      .finally(() => {
        if (this.reading !== reading) return;
        this.reading = null;
        this.heardWhileReading = null;
      });
    this.reading = reading;
    return reading;
  }

  private heardWhileReading: Map<KeptVersionName, number> | null = null;

  private hear(payload: string) {
    const at = payload.lastIndexOf(':');
    const name = payload.slice(0, at);
    const version = Number(payload.slice(at + 1));
    if (at < 0 || !isName(name) || !Number.isSafeInteger(version)) {
      this.log.warn({ payload }, 'an unreadable kept-version notice; reading the versions again');
      this.distrust();
      return;
    }
    this.heardWhileReading?.set(name, Math.max(this.heardWhileReading.get(name) ?? 0, version));
    if (this.known && version > this.known[name]) this.known = { ...this.known, [name]: version };
  }
}
