import type { InferInsertModel } from 'drizzle-orm';
import type { analyticsSessions, pageViews } from '../../db/schema';

type SessionRow = InferInsertModel<typeof analyticsSessions>;
type PageViewRow = InferInsertModel<typeof pageViews>;

const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15',
];
const PATHS = ['/', '/about', '/community', '/resources', '/community/forum', '/find-doctor', '/donate', '/clubfoot-buddy'];
const REFERRERS = ['', '', 'https://www.google.com/', 'https://www.facebook.com/', 'https://www.instagram.com/'];

/** A deterministic pseudo-random generator so demo and bench data are the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function buildAnalyticsSession(overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    sessionId: `session_${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`,
    userAgent: AGENTS[0] ?? null,
    ...overrides,
  };
}

/** `count` visits spread over the last `days` days, each with one to five page views. */
export function generateAnalytics(count: number, { days = 30, seed = 7 } = {}) {
  const random = seededRandom(seed);
  const sessions: SessionRow[] = [];
  const views: PageViewRow[] = [];
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const startedAt = new Date(now - random() * days * 86_400_000);
    const duration = Math.floor(15 + random() * 900);
    const sessionId = `session_demo${seed}x${i.toString(36)}`;
    sessions.push({
      sessionId,
      userAgent: pick(random, AGENTS),
      startedAt,
      endedAt: new Date(startedAt.getTime() + duration * 1000),
      durationSeconds: duration,
    });
    const pages = 1 + Math.floor(random() * 5);
    for (let p = 0; p < pages; p += 1) {
      views.push({
        sessionId,
        path: p === 0 ? '/' : pick(random, PATHS),
        referrer: p === 0 ? pick(random, REFERRERS) || null : null,
        createdAt: new Date(startedAt.getTime() + p * (duration / pages) * 1000),
      });
    }
  }
  return { sessions, views };
}
