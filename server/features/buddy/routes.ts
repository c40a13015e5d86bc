import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buddyEndpoints as api, suggestionList } from '../../../shared/api/buddy';
import { sendEncoded } from '../../lib/encoded-json';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { requireUser } from '../../lib/sessions';
import { keptAnswers, VersionedCache } from '../../lib/versioned-cache';
import { getMatch, leaveFeedback, listMyMatches, requestMatch, stepMatch } from './match-service';
import { isActive } from './matching';
import { announceNewCandidate } from './notifications';
import { confirmMyShoes, factsOf, getMyShoes, saveMyShoes } from './profile-service';
import { type KeptCells, suggestionsFor } from './suggestions';

const KEPT_SUGGESTIONS = 5_000;
const SUGGESTIONS_FRESH_MS = 10 * 60_000;
/** Size cells whose members are kept (a scale has a few hundred that anyone needs). */
const KEPT_CELLS = 2_000;

/** Clubfoot Buddy (spec section 7's my-shoes, and issue 7's matching): signed-in members only. */
export const buddyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.myShoes), handler: (request) => getMyShoes(app.db, requireUser(request)) });

  app.route({
    ...on(api.saveShoes),
    handler: async (request) => {
      const user = requireUser(request);
      const saved = await saveMyShoes(app.db, user, request.body);
      const facts = factsOf(saved.row);
      if (saved.sizesChanged && isActive(facts) && user.emailVerifiedAt) {
        await announceNewCandidate(app.db, user, facts);
        app.nudgeJobs();
      }
      return saved.info;
    },
  });

  app.route({ ...on(api.confirmShoes), handler: (request) => confirmMyShoes(app.db, requireUser(request)) });

  // Kept in memory per member until anything suggestions depend on changes (buddy_version), and
  // for ten minutes at most, since profiles also go stale with time alone.
  // Each member's own answer: compressed quickly (see Sharing).
  const kept = keptAnswers(KEPT_SUGGESTIONS, () => app.keptVersions.get('buddy'), 'personal');
  // Each size cell's members, kept per buddy version too and shared by every member who needs the
  // cell, so a member's first suggestions read only their own profile and exclusions.
  const cellLists = new VersionedCache<Awaited<ReturnType<KeptCells>>>(KEPT_CELLS);
  const cells: KeptCells = async (key, read) => cellLists.get(await app.keptVersions.get('buddy'), key, read);
  app.route({
    ...on(api.suggested),
    handler: async (request, reply) => {
      const userId = requireUser(request).id;
      const key = `${userId}:${Math.floor(Date.now() / SUGGESTIONS_FRESH_MS)}`;
      return sendEncoded(request, reply, await kept(key, suggestionList, () => suggestionsFor(app.db, userId, cells)));
    },
  });

  app.route({ ...on(api.matches), handler: (request) => listMyMatches(app.db, requireUser(request)) });

  app.route({
    ...on(api.requestMatch),
    handler: async (request, reply) => {
      const me = requireUser(request);
      const sent = await createOnce(request, reply, async (db) => ({ status: 201, body: await requestMatch(db, me, request.body.memberId, request.body.message) }));
      app.nudgeJobs();
      return sent;
    },
  });

  app.route({ ...on(api.match), handler: (request) => getMatch(app.db, requireUser(request), request.params.id) });

  for (const action of ['accept', 'decline', 'cancel', 'complete'] as const) {
    app.route({
      ...on(api[action]),
      handler: async (request) => {
        const match = await stepMatch(app.db, requireUser(request), request.params.id, action);
        app.nudgeJobs();
        return match;
      },
    });
  }

  app.route({
    ...on(api.feedback),
    handler: async (request) => {
      const match = await leaveFeedback(app.db, requireUser(request), request.params.id, request.body);
      app.nudgeJobs();
      return match;
    },
  });
};
