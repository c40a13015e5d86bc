import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuggestionList } from '../../shared/api/buddy';
import { buildApp } from '../../server/app';
import type { ShoeFacts } from '../../server/features/buddy/matching';
import { candidateRows, type KeptCells } from '../../server/features/buddy/suggestions';
import { signUp } from '../support/accounts';
import { openTestDatabase, testConfig } from '../support/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ config: testConfig({ rateLimitScale: 100 }), database: await openTestDatabase(), logger: false });
  await app.ready();
});
afterAll(async () => app.close());

type Row = { id: string };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * `count` verified members whose shoes fill the us-men cell (left 9, right 10), newest confirmed
 * first by number: the oldest `matching` of them share A's widths, brand and shoe type, so they rank
 * first whenever they are read at all.
 */
async function fillCell(count: number, matching: number) {
  await app.db.execute(sql`
      with made as (
        insert into users (email, first_name, email_verified_at, created_at)
        select 'cell-' || g || '@members.test', 'Cell ' || g, now(), now() - interval '30 days' from generate_series(1, ${count}::int) g
        returning id, substring(email from 'cell-([0-9]+)@')::int as g
      )
      insert into shoe_profiles (user_id, left_foot_size, right_foot_size, size_scale, tolerance, left_width, right_width, country,
        brand_keys, type_keys, confirmed_at, confirm_by)
      select id, 9, 10, 'us-men', 'exact',
        case when g > ${count - matching}::int then 'wide' else 'narrow' end,
        case when g > ${count - matching}::int then 'medium' else 'narrow' end,
        'GB',
        case when g > ${count - matching}::int then array['clarks'] else array['nike'] end,
        case when g > ${count - matching}::int then array['sandals'] else array['boots'] end,
        now() - g * interval '1 hour', now() - g * interval '1 hour' + interval '180 days'
      from made`);
  return rowsOf<Row>(
    await app.db.execute(sql`select user_id as id from shoe_profiles where size_scale = 'us-men' and left_foot_size = 9 and right_foot_size = 10 order by confirmed_at desc`),
  );
}

describe('buddy suggestions from kept size cells', () => {
  it('are the members the database statement ranks, also when a member excludes many of a full cell', async () => {
    const cell = await fillCell(170, 10);
    const ana = await signUp(app, { firstName: 'Ana', lastName: 'Cell' });
    await app.db.execute(sql`update users set email_verified_at = now() where id = ${ana.user.id}`);
    const save = await app.inject({
      method: 'POST',
      url: '/api/clubfoot-buddy/my-shoes',
      headers: { cookie: ana.cookie },
      payload: { leftFootSize: 10, rightFootSize: 9, sizeScale: 'us-men', leftWidth: 'medium', rightWidth: 'wide', country: 'FR', preferredBrands: 'Clarks', shoeTypes: 'Sandals' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const a: ShoeFacts = {
      userId: ana.user.id,
      sizeScale: 'us-men',
      left: 10,
      right: 9,
      leftWidth: 'medium',
      rightWidth: 'wide',
      country: 'FR',
      tolerance: 'exact',
      brandKeys: ['clarks'],
      typeKeys: ['sandals'],
      confirmedAt: new Date(),
      confirmBy: new Date(Date.now() + 86_400_000),
      paused: false,
    };
    const ids = (rows: { profile: { userId: string } }[]) => rows.map((row) => row.profile.userId);
    const fromDatabase = async () => ids(await candidateRows(app.db, a));

    // The route keeps the cell; its answer is the statement's: the most recent hundred, ranked.
    const viaRoute = (await app.inject({ url: '/api/clubfoot-buddy/matches/suggested', headers: { cookie: ana.cookie } })).json() as SuggestionList;
    expect(viaRoute.suggestions.map((s) => s.memberId)).toEqual(await fromDatabase());
    expect(viaRoute.suggestions).toHaveLength(20);
    // Her own answer, compressed quickly, opens to the same members (br and gzip alike).
    for (const coding of ['br', 'gzip'] as const) {
      const packed = await app.inject({ url: '/api/clubfoot-buddy/matches/suggested', headers: { cookie: ana.cookie, 'accept-encoding': coding } });
      expect(packed.headers['content-encoding']).toBe(coding);
      const opened = coding === 'br' ? zlib.brotliDecompressSync(packed.rawPayload) : zlib.gunzipSync(packed.rawPayload);
      expect(JSON.parse(opened.toString('utf8'))).toEqual(viaRoute);
    }

    // A cell list kept from before Ana blocked the 70 most recent: with the blocks, the hundred read
    // reach down to the oldest ten, who rank first. The kept list (150) no longer holds a hundred, so
    // the cell is read for her; answering from it would leave those ten out.
    const lists = new Map<string, Awaited<ReturnType<KeptCells>>>();
    const kept: KeptCells = async (key, read) => lists.get(key) ?? (lists.set(key, await read()), lists.get(key)!);
    const before = ids(await candidateRows(app.db, a, { cells: kept, excluded: [a.userId] }));
    expect(before).toEqual(await fromDatabase());
    const blocked = cell.map((row) => row.id).slice(0, 70);
    await app.db.execute(sql`insert into member_blocks (blocker_id, blocked_id) select ${a.userId}::uuid, id from unnest(${sql.param(blocked)}::uuid[]) id`);
    const after = await fromDatabase();
    expect(after.slice(0, 10).sort()).toEqual(cell.slice(160).map((row) => row.id).sort());
    expect(ids(await candidateRows(app.db, a, { cells: kept, excluded: [a.userId, ...blocked] }))).toEqual(after);

    // A few exclusions leave a hundred in the kept list: answered from memory, the same members.
    const few = blocked.slice(0, 5);
    await app.db.execute(sql`delete from member_blocks where blocker_id = ${a.userId} and not (blocked_id = any(${sql.param(few)}::uuid[]))`);
    const reads: string[] = [];
    const counted: KeptCells = (key, read) => kept(key, () => (reads.push(key), read()));
    expect(ids(await candidateRows(app.db, a, { cells: counted, excluded: [a.userId, ...few] }))).toEqual(await fromDatabase());
    expect(reads).toEqual([]);
  });
});
