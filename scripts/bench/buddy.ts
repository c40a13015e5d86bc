import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../../server/db/index';

/** Issue 7's figure: suggestions for one member among this many generated shoe profiles. */
export const BUDDY_PROFILES = 1_000_000;

/**
 * Members (each with a session and their own sizes) whose suggestions issue 23's row asks for one
 * after another: each is computed, not kept, the first time. More than a run of the row asks for
 * (a 5-second run at 10,000 req/s): a member asked twice would be answered from memory, and the
 * row would measure less than it says. The bench says so when a run asked more.
 */
export const BUDDY_ROTATING_MEMBERS = 60_000;

/**
 * Generates members with shoe profiles in SQL (toddler scale, one foot half a size to a size and a
 * half smaller, the usual spread of widths, brands and confirmation dates; a few paused or stale),
 * and one bench member with a session, whose suggestions are loaded. Written before the server
 * starts (PGlite allows one process at a time).
 */
export async function prepareBuddy(options: DatabaseOptions, count: number) {
  const database = await openDatabase(options);
  const started = performance.now();
  try {
    const db = database.db;
    const batch = 100_000;
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await db.execute(sql`
        with made as (
          insert into users (email, first_name, email_verified_at, created_at, terms_accepted_at, terms_version)
          select 'bench-shoe-' || g || '@bench.example', 'Shoe ' || g, now(), now() - interval '60 days', now(), 'bench'
          from generate_series(${from}::int, ${to}::int) g
          returning id
        ), sized as (
          select id, floor(random() * 25)::numeric / 2 as small, (1 + floor(random() * 3))::numeric / 2 as gap, random() as r, now() - random() * interval '120 days' as confirmed
          from made
        )
        insert into shoe_profiles (user_id, left_foot_size, right_foot_size, size_scale, tolerance, paused, left_width, right_width,
          country, brand_keys, type_keys, preferred_brands, confirmed_at, confirm_by, updated_at)
        select id,
          case when r < 0.5 then small else small + gap end,
          case when r < 0.5 then small + gap else small end,
          'us-kids',
          case when r * 10 - floor(r * 10) < 0.3 then 'half' else 'exact' end,
          r * 100 - floor(r * 100) < 0.05,
          (array['narrow','medium','wide','extra-wide'])[1 + floor(random() * 4)::int],
          (array['narrow','medium','wide','extra-wide'])[1 + floor(random() * 4)::int],
          (array['US','GB','CA','AU','DE','IN','NG','BR'])[1 + floor(random() * 8)::int],
          array[(array['nike','clarks','stride rite','new balance','see kai run'])[1 + floor(random() * 5)::int]],
          array[(array['trainers','sandals','boots','school shoes'])[1 + floor(random() * 4)::int]],
          'Generated',
          confirmed, confirmed + interval '90 days', confirmed
        from sized`);
    }
    const token = randomBytes(32).toString('base64url');
    const [member] = (
      (await db.execute(sql`
        insert into users (email, first_name, last_name, email_verified_at, created_at)
        values ('bench-buddy@bench.example', 'Bench', 'Buddy', now(), now() - interval '60 days') returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    await db.execute(sql`
      insert into shoe_profiles (user_id, left_foot_size, right_foot_size, size_scale, tolerance, left_width, right_width, country, brand_keys, type_keys, confirmed_at, confirm_by)
      values (${member?.id}, 5, 6, 'us-kids', 'half', 'wide', 'medium', 'GB', array['clarks'], array['sandals'], now(), now() + interval '90 days')`);
    await db.execute(sql`
      insert into sessions (id, user_id, expires_at) values (${createHash('sha256').update(token).digest('hex')}, ${member?.id}, now() + interval '1 day')`);
    // The rotating members: their sizes spread over the toddler scale, a session each.
    const tokens = Array.from({ length: BUDDY_ROTATING_MEMBERS }, () => randomBytes(32).toString('base64url'));
    const hashes = tokens.map((value) => createHash('sha256').update(value).digest('hex'));
    await db.execute(sql`
      with made as (
        insert into users (email, first_name, last_name, email_verified_at, created_at)
        select 'bench-buddy-' || g || '@bench.example', 'Bench', 'Buddy ' || g, now(), now() - interval '60 days'
        from generate_series(1, ${BUDDY_ROTATING_MEMBERS}::int) g
        returning id, substring(email from 'bench-buddy-([0-9]+)@')::int as g
      ), profiles as (
        insert into shoe_profiles (user_id, left_foot_size, right_foot_size, size_scale, tolerance, left_width, right_width, country, brand_keys, type_keys, confirmed_at, confirm_by)
        select id, (g % 25)::numeric / 2, (g % 25)::numeric / 2 + (1 + g % 3)::numeric / 2, 'us-kids', case when g % 2 = 0 then 'half' else 'exact' end,
          (array['narrow','medium','wide','extra-wide'])[1 + g % 4], 'medium', 'GB', array['clarks'], array['sandals'], now(), now() + interval '90 days'
        from made
      )
      insert into sessions (id, user_id, expires_at)
      select ${JSON.stringify(hashes)}::jsonb ->> (g - 1), id, now() + interval '1 day' from made`);
    await db.execute(sql`analyze users`);
    await db.execute(sql`analyze shoe_profiles`);
    return { token, tokens, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}
