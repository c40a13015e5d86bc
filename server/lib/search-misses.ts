import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Db } from '../db';
import { searchMisses } from '../db/schema';
import type { EncodedJson } from './encoded-json';

/** Where a search was made that found nothing (the assistant's unanswered questions come from its own log). */
export type SearchArea = 'library' | 'forum';

const MIN_TERM = 2;
const MAX_TERM = 100;

/** The term as the figures group it: spaces trimmed and collapsed, lower-cased, at most 100 characters; null when too short to mean anything. */
export function searchMissTerm(term: string): string | null {
  const normalised = term.trim().replace(/\s+/g, ' ').toLowerCase();
  if (normalised.length < MIN_TERM) return null;
  return normalised.slice(0, MAX_TERM).trimEnd();
}

/**
 * Keeps a search that found nothing, for /admin/analytics ("what families look for and do not
 * find"): the area and the term only, no member and no address. It never fails the search: a
 * row that cannot be written is only logged.
 */
export async function recordSearchMiss(db: Db, area: SearchArea, term: string, log?: FastifyBaseLogger) {
  const kept = searchMissTerm(term);
  if (kept === null) return;
  try {
    await db.insert(searchMisses).values({ area, term: kept });
  } catch (err) {
    log?.warn({ err, area }, 'could not record a search that found nothing');
  }
}

/** An empty page is a few dozen characters; only answers that short are read back. */
const EMPTY_PAGE_MAX_CHARS = 200;

/** Whether a search's answer (a page with `items`) lists nothing. */
function listsNothing(answer: EncodedJson) {
  if (answer.json.length > EMPTY_PAGE_MAX_CHARS) return false;
  const page = JSON.parse(answer.json) as { items?: unknown[] };
  return Array.isArray(page.items) && page.items.length === 0;
}

/**
 * For the search routes, once their answer is known (kept or new): records the term when the first
 * page found nothing. Later pages are no new search, and robots' searches are no family's.
 */
export async function noteSearchAnswer(
  db: Db,
  request: FastifyRequest,
  area: SearchArea,
  search: { q?: string; cursor?: string },
  answer: EncodedJson,
) {
  if (!search.q || search.cursor !== undefined || !listsNothing(answer)) return;
  const agent = request.headers['user-agent'];
  if (agent && isbot(agent)) return;
  await recordSearchMiss(db, area, search.q, request.log);
}
