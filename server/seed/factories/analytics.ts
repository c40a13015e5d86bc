import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  analyticsSessions,
  assistantEntries,
  assistantQuestions,
  events,
  forumCategories,
  forumTopics,
  products,
  resources,
  searchMisses,
  stories,
  supportGroups,
  users,
  videos,
} from '../../db/schema';
import { NO_SOURCE_ANSWER } from '../../features/assistant/compose';
import { demoLanguages, demoReferrers, demoSearchMisses, demoUnansweredQuestions, demoUserAgents, type Weighted } from '../content/analytics';

/** A deterministic pseudo-random generator (mulberry32), so the demo's visits are the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Random = () => number;

function pickWeighted<T>(random: Random, items: readonly Weighted<T>[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let left = random() * total;
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item.value;
  }
  return (items.at(-1) as Weighted<T>).value;
}

/** One of a list ordered from most to least visited: the first few get most of the visits (a Zipf curve). */
function pickPopular<T>(random: Random, items: readonly T[]): T {
  const weights = items.map((_, i) => 1 / (i + 1) ** 0.9);
  return pickWeighted(
    random,
    items.map((value, i) => ({ value, weight: weights[i] as number })),
  );
}

const DAY_MS = 86_400_000;
/** How far back the demo's visits go. */
export const DEMO_ANALYTICS_DAYS = 120;

/** The parts of the site a visit moves between; a section with no pages (no videos seeded, say) is never visited. */
type Section =
  | 'home'
  | 'library'
  | 'article'
  | 'forum'
  | 'topic'
  | 'videos'
  | 'video'
  | 'events'
  | 'event'
  | 'stories'
  | 'story'
  | 'groups'
  | 'group'
  | 'shop'
  | 'product'
  | 'donate'
  | 'about'
  | 'community'
  | 'buddy'
  | 'doctor'
  | 'contact'
  | 'login'
  | 'privacy'
  | 'profile'
  | 'messages';

type SitePages = Record<Section, string[]>;
type Moves = Partial<Record<Section, number>>;

/** Where a visit starts: visitors, and members who are signed in. */
const VISITOR_ENTRY: Moves = {
  home: 30, article: 24, topic: 10, library: 5, forum: 4, donate: 3, events: 3, event: 2, videos: 2, video: 1, about: 2,
  story: 2, stories: 1, shop: 2, product: 2, buddy: 2, doctor: 2, community: 1, groups: 1, group: 1, contact: 0.5, privacy: 0.3,
};
const MEMBER_ENTRY: Moves = { home: 35, forum: 18, topic: 14, messages: 10, profile: 5, article: 8, group: 5, video: 5 };

/** Where a visitor goes next from each section. */
const NEXT: Record<Section, Moves> = {
  home: { library: 20, forum: 14, about: 8, donate: 6, events: 7, videos: 6, community: 8, stories: 4, shop: 5, buddy: 5, doctor: 5, article: 6, login: 3 },
  library: { article: 70, library: 5, home: 5, videos: 5, forum: 5 },
  article: { article: 45, library: 25, video: 5, forum: 8, home: 7, doctor: 4, donate: 2 },
  forum: { topic: 70, forum: 10, home: 5, library: 5, groups: 5 },
  topic: { topic: 40, forum: 35, article: 8, home: 7, login: 5 },
  videos: { video: 70, library: 10, home: 10 },
  video: { video: 30, videos: 30, article: 25, home: 10 },
  events: { event: 65, home: 15, donate: 5 },
  event: { events: 35, event: 20, home: 20, login: 10 },
  stories: { story: 75, home: 10, donate: 5 },
  story: { stories: 40, story: 25, home: 15, donate: 8 },
  groups: { group: 70, forum: 15, home: 10 },
  group: { groups: 30, group: 20, forum: 20, login: 10 },
  shop: { product: 70, shop: 10, home: 10 },
  product: { product: 35, shop: 35, home: 10, donate: 5 },
  donate: { home: 35, about: 30, stories: 10, donate: 5 },
  about: { donate: 25, home: 30, contact: 15, community: 15, stories: 10 },
  community: { forum: 30, stories: 20, groups: 20, buddy: 15, events: 10, home: 5 },
  buddy: { login: 40, home: 30, community: 20 },
  doctor: { home: 40, library: 30, login: 20 },
  contact: { home: 60, about: 30 },
  login: { home: 50, forum: 20, profile: 10 },
  privacy: { home: 70, about: 30 },
  profile: { home: 40, forum: 30, messages: 20 },
  messages: { messages: 30, home: 30, forum: 40 },
};

/** Page views in a visit, 1 to 8: a good share leave after one page. */
const VIEWS_PER_VISIT: Weighted<number>[] = [42, 20, 13, 9, 6, 4, 3, 3].map((weight, i) => ({ value: i + 1, weight }));
/** Visits by hour of the day (UTC), for families across Europe, Africa, Asia and the Americas. */
const HOUR_WEIGHTS = [1, 0.7, 0.5, 0.4, 0.4, 0.5, 0.8, 1.2, 1.6, 1.9, 2, 2, 2.1, 2.2, 2.3, 2.4, 2.4, 2.5, 2.6, 2.8, 3, 2.9, 2.3, 1.6];
const HOURS: Weighted<number>[] = HOUR_WEIGHTS.map((weight, hour) => ({ value: hour, weight }));
/** Visits by day of the week (0 Sunday): fewer at weekends. */
const WEEKDAY = [0.78, 1.12, 1.15, 1.1, 1.05, 0.92, 0.72];
/** Days (before today) when a post about the site went round on Facebook. */
const SHARED_DAYS: Record<number, number> = { 41: 2.3, 40: 1.4, 9: 1.9 };
const SIGNED_IN_SHARE = 0.07;

/** The pages that exist in the seeded site, most visited first. */
async function sitePages(db: Db): Promise<SitePages> {
  const slugs = async (rows: Promise<{ slug: string }[]>, prefix: string) => (await rows).map((row) => `${prefix}/${row.slug}`);
  const [article, topic, video, event, story, group, product] = await Promise.all([
    slugs(db.select({ slug: resources.slug }).from(resources).where(eq(resources.status, 'published')).orderBy(desc(resources.featured), asc(resources.id)).limit(60), '/resources'),
    slugs(
      db
        .select({ slug: forumTopics.slug })
        .from(forumTopics)
        .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
        .where(and(isNull(forumTopics.removedAt), isNull(forumCategories.groupId)))
        .orderBy(desc(forumTopics.viewCount), asc(forumTopics.id))
        .limit(60),
      '/community/forum',
    ),
    slugs(db.select({ slug: videos.slug }).from(videos).where(eq(videos.status, 'published')).orderBy(asc(videos.id)), '/videos'),
    slugs(db.select({ slug: events.slug }).from(events).where(eq(events.status, 'published')).orderBy(desc(events.startsAt)).limit(20), '/events'),
    slugs(db.select({ slug: stories.slug }).from(stories).where(eq(stories.status, 'published')).orderBy(desc(stories.featured), asc(stories.id)).limit(20), '/community/success-stories'),
    slugs(db.select({ slug: supportGroups.slug }).from(supportGroups).where(eq(supportGroups.visibility, 'open')).orderBy(asc(supportGroups.position)), '/community/groups'),
    slugs(db.select({ slug: products.slug }).from(products).where(eq(products.status, 'published')).orderBy(asc(products.id)).limit(30), '/shop/products'),
  ]);
  return {
    home: ['/'],
    library: ['/resources'],
    article,
    forum: ['/community/forum'],
    topic,
    videos: ['/videos'],
    video,
    events: ['/events'],
    event,
    stories: ['/community/success-stories'],
    story,
    groups: ['/community/groups'],
    group,
    shop: ['/shop'],
    product,
    donate: ['/donate'],
    about: ['/about'],
    community: ['/community'],
    buddy: ['/clubfoot-buddy'],
    doctor: ['/find-doctor'],
    contact: ['/contact'],
    login: ['/login'],
    privacy: ['/privacy-policy'],
    profile: ['/profile'],
    messages: ['/messages'],
  };
}

type Visit = {
  sessionId: string;
  userId: string | null;
  userAgent: string;
  language: string;
  startedAt: Date;
  durationSeconds: number | null;
  views: { path: string; at: Date }[];
  referrer: string;
};

function sessionToken(random: Random) {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let token = 'session_';
  for (let i = 0; i < 21; i += 1) token += letters[Math.floor(random() * letters.length)];
  return token;
}

/** Seconds spent on a page before the next: longer on articles, stories and topics. */
function secondsOn(random: Random, section: Section) {
  const reading = section === 'article' || section === 'story' || section === 'topic' || section === 'video';
  return Math.round(reading ? 45 + random() * random() * 480 : 8 + random() * random() * 150);
}

/** Every visit of the last `days` days (today's up to `now`): a weekly rhythm and gentle growth. */
export function generateVisits(pages: SitePages, memberIds: string[], { now = new Date(), days = DEMO_ANALYTICS_DAYS, seed = 22 } = {}): Visit[] {
  const random = seededRandom(seed);
  const present = (moves: Moves) =>
    Object.entries(moves)
      .filter(([section]) => pages[section as Section].length > 0)
      .map(([section, weight]) => ({ value: section as Section, weight: weight as number }));
  const entries = { visitor: present(VISITOR_ENTRY), member: present(MEMBER_ENTRY) };
  const next = Object.fromEntries(Object.entries(NEXT).map(([section, moves]) => [section, present(moves)])) as Record<Section, Weighted<Section>[]>;
  const pathIn = (section: Section) => pickPopular(random, pages[section]);
  // Each member keeps their own browser and language.
  const members = memberIds.map((id) => ({ id, agent: pickWeighted(random, demoUserAgents).agent, language: pickWeighted(random, demoLanguages) }));

  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const visits: Visit[] = [];
  for (let ago = days - 1; ago >= 0; ago -= 1) {
    const dayStart = todayStart - ago * DAY_MS;
    const growth = 1 + (0.8 * (days - 1 - ago)) / (days - 1);
    const shared = SHARED_DAYS[ago] ?? 1;
    const noise = 0.85 + random() * 0.3;
    const count = Math.round(52 * growth * (WEEKDAY[new Date(dayStart).getUTCDay()] as number) * shared * noise);
    for (let n = 0; n < count; n += 1) {
      const startedAt = new Date(dayStart + pickWeighted(random, HOURS) * 3_600_000 + Math.floor(random() * 3_600_000));
      if (startedAt.getTime() > now.getTime() - 60_000) continue;
      const member = members.length && random() < SIGNED_IN_SHARE ? pickPopular(random, members) : null;
      const fromShare = shared > 1 && random() < 1 - 1 / shared;
      let section: Section = fromShare && pages.story.length ? 'story' : pickWeighted(random, member ? entries.member : entries.visitor);
      const referrer = fromShare
        ? 'https://l.facebook.com/'
        : pickWeighted(random, section === 'article' || section === 'topic' ? demoReferrers.search : demoReferrers.other);
      const views: Visit['views'] = [];
      let at = startedAt.getTime();
      const total = pickWeighted(random, VIEWS_PER_VISIT);
      for (let v = 0; v < total; v += 1) {
        if (v > 0) {
          at += secondsOn(random, section) * 1000;
          section = pickWeighted(random, next[section]);
        }
        if (at > now.getTime()) break;
        views.push({ path: pathIn(section), at: new Date(at) });
      }
      const endsAt = at + secondsOn(random, section) * 1000;
      // Some ends never arrive (a phone locked, a tab closed), and today's latest visits are still going.
      const ended = random() > 0.12 && endsAt <= now.getTime();
      const agent = member?.agent ?? pickWeighted(random, demoUserAgents).agent;
      visits.push({
        sessionId: sessionToken(random),
        userId: member?.id ?? null,
        userAgent: agent,
        language: member?.language ?? pickWeighted(random, demoLanguages),
        startedAt,
        durationSeconds: ended ? Math.min(86_400, Math.round((endsAt - startedAt.getTime()) / 1000)) : null,
        views,
        referrer,
      });
    }
  }
  return visits.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
}

/** Inserts the visits and their page views in one statement each (columns as arrays, unnested). */
async function insertVisits(db: Db, visits: Visit[]) {
  const iso = (date: Date) => date.toISOString();
  await db.execute(sql`
    insert into analytics_sessions (session_id, user_id, user_agent, language, started_at, ended_at, duration_seconds)
    select session_id, user_id, user_agent, language, started_at, started_at + make_interval(secs => duration_seconds), duration_seconds
    from unnest(
      ${sql.param(visits.map((visit) => visit.sessionId))}::text[],
      ${sql.param(visits.map((visit) => visit.userId))}::text[],
      ${sql.param(visits.map((visit) => visit.userAgent))}::text[],
      ${sql.param(visits.map((visit) => visit.language))}::text[],
      ${sql.param(visits.map((visit) => iso(visit.startedAt)))}::timestamptz[],
      ${sql.param(visits.map((visit) => visit.durationSeconds))}::int[]
    ) as v(session_id, user_id, user_agent, language, started_at, duration_seconds)`);
  const views = visits.flatMap((visit) => visit.views.map((view) => ({ visit, view })));
  // The tracker sends the page the visit came from with every view (the browser keeps it for the tab).
  await db.execute(sql`
    insert into page_views (session_id, user_id, path, referrer, created_at)
    select session_id, user_id, path, nullif(referrer, ''), created_at
    from unnest(
      ${sql.param(views.map(({ visit }) => visit.sessionId))}::text[],
      ${sql.param(views.map(({ visit }) => visit.userId))}::text[],
      ${sql.param(views.map(({ view }) => view.path))}::text[],
      ${sql.param(views.map(({ visit }) => visit.referrer))}::text[],
      ${sql.param(views.map(({ view }) => iso(view.at)))}::timestamptz[]
    ) as v(session_id, user_id, path, referrer, created_at)`);
  return views.length;
}

/** A moment in the last `days` days, a little more often lately (the site grows), never after `now`. */
function momentSince(random: Random, now: Date, days: number) {
  return new Date(now.getTime() - (1 - Math.sqrt(random())) * days * DAY_MS - 60_000);
}

async function insertSearchMisses(db: Db, random: Random, now: Date) {
  const terms = demoSearchMisses.map(({ area, term, weight }) => ({ value: { area, term }, weight }));
  const rows = Array.from({ length: 420 }, () => ({ ...pickWeighted(random, terms), createdAt: momentSince(random, now, DEMO_ANALYTICS_DAYS) }));
  await db.insert(searchMisses).values(rows);
}

/**
 * The assistant's questions: those it had no source for, and (when nobody has asked it anything
 * yet) the knowledge base's own questions answered, so the share without a source reads true.
 */
async function insertAssistantQuestions(db: Db, random: Random, now: Date, memberIds: string[]) {
  const asker = () => (memberIds.length && random() < 0.5 ? pickPopular(random, memberIds) : null);
  const rows: (typeof assistantQuestions.$inferInsert)[] = [];
  for (const { value: question, weight } of demoUnansweredQuestions) {
    for (let i = 0; i < weight; i += 1) {
      rows.push({ userId: asker(), question, answer: NO_SOURCE_ANSWER, kind: 'no-source', sources: [], model: null, createdAt: momentSince(random, now, DEMO_ANALYTICS_DAYS) });
    }
  }
  const asked = await db.$count(assistantQuestions);
  if (asked === 0) {
    const entries = await db
      .select({ question: assistantEntries.question, answer: assistantEntries.answer, url: assistantEntries.relatedUrl, title: assistantEntries.relatedTitle })
      .from(assistantEntries)
      .orderBy(asc(assistantEntries.id));
    // About one question in eight goes without a source.
    const answered = entries.length ? rows.length * 7 : 0;
    for (let i = 0; i < answered; i += 1) {
      const entry = pickPopular(random, entries);
      rows.push({
        userId: asker(),
        question: entry.question,
        answer: entry.answer,
        kind: 'answer',
        sources: entry.url && entry.title ? [{ title: entry.title, url: entry.url }] : [],
        model: null,
        reaction: random() < 0.3 ? (random() < 0.85 ? 'thumbsUp' : 'thumbsDown') : null,
        createdAt: momentSince(random, now, DEMO_ANALYTICS_DAYS),
      });
    }
  }
  await db.insert(assistantQuestions).values(rows);
}

/**
 * The demo's visits for /admin/analytics (issue 22): about four months of them over the pages the
 * other seeders made (so it runs after them), with searches that found nothing and questions the
 * assistant could not answer. Each part is left alone when the database already has some.
 */
export async function seedAnalytics(db: Db, now = new Date()) {
  const random = seededRandom(2022);
  const memberIds = (await db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt), asc(users.email)).limit(40)).map((row) => row.id);
  if ((await db.$count(analyticsSessions)) === 0) {
    const visits = generateVisits(await sitePages(db), memberIds, { now });
    if (visits.length) await insertVisits(db, visits);
  }
  if ((await db.$count(searchMisses)) === 0) await insertSearchMisses(db, random, now);
  if ((await db.$count(assistantQuestions, eq(assistantQuestions.kind, 'no-source'))) === 0) await insertAssistantQuestions(db, random, now, memberIds);
}
