import { domainToUnicode } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db';
import { analyticsDaily, analyticsSessions, pageViews } from '../../../db/schema';
import { userAgentParser } from '../user-agents';
import { earliestDay, firstDayOf, inDays, type RollupContext, type RollupGroup, utcDay } from './engine';

/** The key of a visit that came from no other site (typed, bookmarked, or from the site itself). */
export const DIRECT = 'Direct';
/** The key of a referrer that is no web address we can read. */
export const UNKNOWN_SITE = 'Unknown';

const METRICS = [
  'traffic.visitors',
  'traffic.pageViews',
  'traffic.bounces',
  'traffic.durationSeconds',
  'traffic.endedSessions',
  'traffic.page',
  'traffic.entry',
  'traffic.referrer',
  'traffic.device',
  'traffic.browser',
  'traffic.os',
  'traffic.language',
  'traffic.activeMember',
] as const;

/**
 * Visitors (sessions), page views and what the sessions had in common, per UTC day. A session's
 * figures (bounce, entry page, referrer, device, language, duration) go to the day it started; page
 * views to the day they were seen. Two days settle: a session's end arrives after midnight.
 */
export const trafficRollup: RollupGroup = {
  name: 'traffic',
  metrics: METRICS,
  settleDays: 2,
  firstDay: async (db) =>
    earliestDay(await firstDayOf(db, analyticsSessions, analyticsSessions.startedAt), await firstDayOf(db, pageViews, pageViews.createdAt)),
  count: async (tx, from, to, context) => {
    await countPageViews(tx, from, to);
    const groups = await countSessions(tx, from, to);
    await insertRows(tx, labelledRows(groups, context));
  },
};

/** Page views per day, per path and per signed-in member, in one pass over the page views. */
async function countPageViews(tx: Tx, from: string, to: string) {
  const createdAt = sql`pv.created_at`;
  await tx.execute(sql`
    with counted as (
      select ${utcDay(createdAt)} as day, pv.path, pv.user_id, grouping(pv.path, pv.user_id) as level, count(*) as views
      from ${pageViews} pv
      where ${inDays(createdAt, from, to)}
      group by ${utcDay(createdAt)}, grouping sets ((pv.path), (pv.user_id), ())
    )
    insert into ${analyticsDaily} (day, metric, key, value)
    select day, case level when 1 then 'traffic.page' when 2 then 'traffic.activeMember' else 'traffic.pageViews' end, coalesce(path, user_id, ''), views
    from counted
    -- Visitors who were not signed in are no member.
    where level <> 2 or user_id is not null`);
}

type SessionGroup = { kind: 'agent' | 'site'; day: string; value: string | null; sessions: string | number };

/**
 * Writes the figures SQL can count of the sessions started on each day, and answers what needs
 * reading in JavaScript: the sessions per day and user agent, and per day and referring address
 * (`scheme://host`, '' when none), for the sessions with a page view.
 */
async function countSessions(tx: Tx, from: string, to: string): Promise<SessionGroup[]> {
  const startedAt = sql`s.started_at`;
  const result = await tx.execute(sql`
    with started as (
      select s.session_id, ${utcDay(startedAt)} as day, s.user_agent, s.language, s.duration_seconds
      from ${analyticsSessions} s
      where ${inDays(startedAt, from, to)}
    ),
    -- Each session's first page view (its entry page and referrer) and how many it had.
    viewed as (
      select session_id, path, referrer, views from (
        select pv.session_id, pv.path, pv.referrer, count(*) over whole as views, row_number() over (whole order by pv.created_at, pv.id) as nth
        from ${pageViews} pv join started using (session_id)
        window whole as (partition by pv.session_id)
      ) numbered
      where nth = 1
    ),
    sessions as (
      select started.*, viewed.path as entry, viewed.referrer, coalesce(viewed.views, 0) as views
      from started left join viewed using (session_id)
    ),
    counted as (
      insert into ${analyticsDaily} (day, metric, key, value)
      select day, 'traffic.visitors', '', count(*) from sessions group by day
      union all select day, 'traffic.bounces', '', count(*) from sessions where views = 1 group by day
      union all select day, 'traffic.endedSessions', '', count(*) from sessions where duration_seconds is not null group by day
      union all select day, 'traffic.durationSeconds', '', sum(duration_seconds) from sessions where duration_seconds is not null group by day
      union all select day, 'traffic.entry', entry, count(*) from sessions where entry is not null group by day, entry
      union all select day, 'traffic.language', coalesce(language, ''), count(*) from sessions group by day, coalesce(language, '')
      returning 1
    )
    select 'agent' as kind, to_char(day, 'YYYY-MM-DD') as day, user_agent as value, count(*) as sessions
    from sessions group by day, user_agent
    union all
    select 'site', to_char(day, 'YYYY-MM-DD'), site, count(*) from (
      select day, lower(coalesce(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*'), referrer, '')) as site
      from sessions where entry is not null
    ) referred
    group by day, site`);
  return (result as unknown as { rows: SessionGroup[] }).rows;
}

/** Devices, browsers, systems and referring sites, named in JavaScript and summed per day. */
function labelledRows(groups: SessionGroup[], context: RollupContext) {
  const parse = userAgentParser();
  const ownHosts = siteHosts(context.siteUrl);
  const totals = new Map<string, { day: string; metric: string; key: string; value: number }>();
  const add = (day: string, metric: string, key: string, value: number) => {
    const id = `${day} ${metric} ${key}`;
    const row = totals.get(id);
    if (row) row.value += value;
    else totals.set(id, { day, metric, key, value });
  };
  for (const group of groups) {
    const sessions = Number(group.sessions);
    if (group.kind === 'agent') {
      const labels = parse(group.value);
      add(group.day, 'traffic.device', labels.device, sessions);
      add(group.day, 'traffic.browser', labels.browser, sessions);
      add(group.day, 'traffic.os', labels.os, sessions);
    } else {
      add(group.day, 'traffic.referrer', referringSite(group.value ?? '', ownHosts), sessions);
    }
  }
  return [...totals.values()];
}

async function insertRows(tx: Tx, rows: { day: string; metric: string; key: string; value: number }[]) {
  const BATCH = 5_000;
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(analyticsDaily).values(rows.slice(i, i + BATCH));
}

/** The site's own host names (with and without "www."), from its public address. */
function siteHosts(siteUrl: string | null) {
  const hosts = new Set<string>();
  if (!siteUrl) return hosts;
  try {
    const host = new URL(siteUrl).hostname.toLowerCase();
    hosts.add(host);
    hosts.add(withoutWww(host));
  } catch {
    // No readable address: no referrer is taken for the site's own.
  }
  return hosts;
}

const withoutWww = (host: string) => host.replace(/^www\d*\./, '');

/**
 * Second-level labels under which a country's sites register (bbc.co.uk, abc.net.au, gov.br...), so
 * such a site keeps three labels. A small rule, not the public suffix list: rare suffixes group one
 * level too high, which the figures can bear.
 */
const SECOND_LEVEL = new Set(['ac', 'co', 'com', 'edu', 'gob', 'go', 'gov', 'govt', 'ltd', 'med', 'mil', 'ne', 'net', 'nhs', 'nic', 'or', 'org', 'plc', 'sch']);

/**
 * The site a referring address belongs to, as people name it: "google.com" for www.google.com,
 * "facebook.com" for l.facebook.com and m.facebook.com, "google.co.uk" for www.google.co.uk. An
 * app's referrer (android-app://com.google.android.gm) names its maker's site. No referrer, or the
 * site's own address (a reload, a new tab), is Direct.
 */
export function referringSite(address: string, ownHosts: ReadonlySet<string>) {
  if (address === '') return DIRECT;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return UNKNOWN_SITE;
  }
  let host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') return UNKNOWN_SITE;
  if (ownHosts.has(host) || ownHosts.has(withoutWww(host))) return DIRECT;
  // An Android app names itself by its maker's domain, backwards.
  if (url.protocol === 'android-app:') host = host.split('.').reverse().join('.');
  // An IP address, or a name without dots (localhost), is its own site.
  if (host.startsWith('[') || /^[\d.]+$/.test(host) || !host.includes('.')) return host;
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  const keep = tld.length === 2 && labels.length >= 3 && SECOND_LEVEL.has(labels.at(-2) ?? '') ? 3 : 2;
  return domainToUnicode(labels.slice(-keep).join('.')) || host;
}
