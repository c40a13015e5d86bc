import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { chatBody, chatReactionBody, chatResponse } from '../../../shared/api/assistant';
import { errorBody, okBody } from '../../../shared/api/common';
import { assistantQuestions } from '../../db/schema';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { notFound } from '../../lib/errors';
import { CHAT_LIMITS, scaled } from '../../lib/rate-limits';
import { askAndRecord } from './service';

const errors = { 400: errorBody, 404: errorBody, 429: errorBody };

/** POST /api/chat: the assistant. Anyone may ask; limits per address and per member. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { schema: { body: chatBody, response: { 200: chatResponse, ...errors } } }, async (request) => {
    const checks = [{ key: `chat:ip:${request.ip}`, limit: scaled(app.config, CHAT_LIMITS.perIp) }];
    if (request.viewerId) checks.push({ key: `chat:member:${request.viewerId}`, limit: scaled(app.config, CHAT_LIMITS.perMember) });
    await assertUnderLimits(app.db, checks);
    for (const check of checks) await increment(app.db, check.key, check.limit);
    return askAndRecord(app.db, app.config, { message: request.body.message, history: request.body.history, userId: request.viewerId });
  });

  // Whoever holds an answer's id (its asker's widget) may say whether it helped.
  app.post(
    '/:id/reaction',
    { schema: { params: z.object({ id: z.string().uuid('Not a valid answer id') }), body: chatReactionBody, response: { 200: okBody, ...errors } } },
    async (request) => {
      const [row] = await app.db
        .update(assistantQuestions)
        .set({ reaction: request.body.reaction })
        .where(eq(assistantQuestions.id, request.params.id))
        .returning({ id: assistantQuestions.id });
      if (!row) throw notFound('Answer not found');
      return { ok: true as const };
    },
  );
};
