import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { forumTopics, forumTopicViews } from '../../db/schema';

/** Views wait at most this long in memory before they are written, all in one statement. */
const FLUSH_EVERY_MS = 2_000;
/** A flood of different viewers is written at once rather than held. */
const FLUSH_AT = 5_000;

/**
 * Topic views, counted once per person (or visitor) per topic per day, written in batches: reading
 * a topic then costs no write (a write is a commit, and on the embedded database every commit waits
 * for the disk). Views seen in the last seconds before a crash may be lost; nothing else is.
 */
export class ViewCounter {
  private pending = new Map<string, { slug: string; viewer: string }>();
  private readonly timer: ReturnType<typeof setInterval>;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  record(slug: string, viewer: string) {
    this.pending.set(`${viewer}\u0000${slug}`, { slug, viewer });
    if (this.pending.size >= FLUSH_AT) void this.flush();
  }

  /** Writes what is waiting: new (topic, viewer, day) rows, and each topic's count grows by its new rows. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending.values()];
      this.pending = new Map();
      try {
        await this.db.execute(sql`
          with incoming as (
            select t.id as topic_id, i.viewer
            from unnest(${sql.param(batch.map((view) => view.slug))}::text[], ${sql.param(batch.map((view) => view.viewer))}::text[]) as i(slug, viewer)
            join ${forumTopics} t on t.slug = i.slug
          ),
          seen as (
            insert into ${forumTopicViews} (topic_id, viewer, day) select topic_id, viewer, current_date from incoming
            on conflict do nothing returning topic_id
          ),
          counts as (select topic_id, count(*)::int as n from seen group by topic_id)
          update ${forumTopics} t set view_count = t.view_count + counts.n from counts where t.id = counts.topic_id`);
      } catch (error) {
        this.log.warn({ err: error, views: batch.length }, 'writing topic views failed; they are not counted');
      }
    });
    return this.flushing;
  }

  async stop() {
    clearInterval(this.timer);
    await this.flush();
  }
}
