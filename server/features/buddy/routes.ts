import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buddyMatch, createMatchBody, feedbackBody, matchList, shoeInfo, shoeInfoBody, suggestionList } from '../../../shared/api/buddy';
import { errorBody } from '../../../shared/api/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { buddyVersion as buddyVersionTable } from '../../db/schema';
import { sendEncoded } from '../../lib/encoded-json';
import { keptAnswers } from '../../lib/versioned-cache';
import { requireUser, membersOnly } from '../../lib/sessions';
import { getMatch, leaveFeedback, listMyMatches, requestMatch, stepMatch } from './match-service';
import { announceNewCandidate } from './notifications';
import { confirmMyShoes, factsOf, getMyShoes, saveMyShoes } from './profile-service';
import { suggestionsFor } from './suggestions';
import { isActive } from './matching';

const KEPT_SUGGESTIONS = 5_000;
const SUGGESTIONS_FRESH_MS = 10 * 60_000;

async function buddyVersion(db: Db) {
  const [row] = await db.select({ version: buddyVersionTable.version }).from(buddyVersionTable).where(eq(buddyVersionTable.id, 1));
  return row?.version ?? 0;
}

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const matchParams = z.object({ id: z.string().uuid('Not a valid match id') });

/** Clubfoot Buddy (spec section 7's my-shoes, and issue 7's matching): signed-in members only. */
export const buddyRoutes: FastifyPluginAsyncZod = async (app) => {
  membersOnly(app);

  app.get('/my-shoes', { schema: { response: { 200: shoeInfo, ...errors } } }, (request) => getMyShoes(app.db, requireUser(request)));

  app.post('/my-shoes', { schema: { body: shoeInfoBody, response: { 200: shoeInfo, ...errors } } }, async (request) => {
    const user = requireUser(request);
    const saved = await saveMyShoes(app.db, user, request.body);
    const facts = factsOf(saved.row);
    if (saved.sizesChanged && isActive(facts) && user.emailVerifiedAt) {
      await announceNewCandidate(app.db, user, facts);
      app.nudgeJobs();
    }
    return saved.info;
  });

  app.post('/my-shoes/confirm', { schema: { response: { 200: shoeInfo, ...errors } } }, (request) => confirmMyShoes(app.db, requireUser(request)));

  // Kept in memory per member until anything suggestions depend on changes (buddy_version), and
  // for ten minutes at most, since profiles also go stale with time alone.
  const kept = keptAnswers(KEPT_SUGGESTIONS, () => buddyVersion(app.db));
  app.get('/matches/suggested', { schema: { response: { 200: suggestionList, ...errors } } }, async (request, reply) => {
    const userId = requireUser(request).id;
    const key = `${userId}:${Math.floor(Date.now() / SUGGESTIONS_FRESH_MS)}`;
    return sendEncoded(request, reply, await kept(key, suggestionList, () => suggestionsFor(app.db, userId)));
  });

  app.get('/matches', { schema: { response: { 200: matchList, ...errors } } }, (request) => listMyMatches(app.db, requireUser(request)));

  app.post('/matches', { schema: { body: createMatchBody, response: { 201: buddyMatch, ...errors } } }, async (request, reply) => {
    const match = await requestMatch(app.db, requireUser(request), request.body.memberId, request.body.message);
    app.nudgeJobs();
    return reply.status(201).send(match);
  });

  app.get('/matches/:id', { schema: { params: matchParams, response: { 200: buddyMatch, ...errors } } }, (request) =>
    getMatch(app.db, requireUser(request), request.params.id),
  );

  for (const action of ['accept', 'decline', 'cancel', 'complete'] as const) {
    app.post(`/matches/:id/${action}`, { schema: { params: matchParams, response: { 200: buddyMatch, ...errors } } }, async (request) => {
      const match = await stepMatch(app.db, requireUser(request), request.params.id, action);
      app.nudgeJobs();
      return match;
    });
  }

  app.post('/matches/:id/feedback', { schema: { params: matchParams, body: feedbackBody, response: { 200: buddyMatch, ...errors } } }, async (request) => {
    const match = await leaveFeedback(app.db, requireUser(request), request.params.id, request.body);
    app.nudgeJobs();
    return match;
  });
};
