import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { assistantEndpoints as api } from '../../../shared/api/assistant';
import { assistantQuestions } from '../../db/schema';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { on } from '../../lib/endpoint';
import { notFound } from '../../lib/errors';
import { CHAT_LIMITS, scaled } from '../../lib/rate-limits';
import { askAndRecord } from './service';
import { requestLocale } from '../../lib/locale';

/** POST /api/chat: the assistant. Anyone may ask; limits per address and per member. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.ask),
    handler: async (request) => {
      const checks = [{ key: `chat:ip:${request.ip}`, limit: scaled(app.config, CHAT_LIMITS.perIp) }];
      if (request.viewerId) checks.push({ key: `chat:member:${request.viewerId}`, limit: scaled(app.config, CHAT_LIMITS.perMember) });
      await assertUnderLimits(app.db, checks);
      for (const check of checks) await increment(app.db, check.key, check.limit);
      return askAndRecord(app.db, app.config, { message: request.body.message, history: request.body.history, userId: request.viewerId, pageLanguage: requestLocale(request) });
    },
  });

  // Whoever holds an answer's id (its asker's widget) may say whether it helped.
  app.route({
    ...on(api.react),
    handler: async (request) => {
      const [row] = await app.db
        .update(assistantQuestions)
        .set({ reaction: request.body.reaction })
        .where(eq(assistantQuestions.id, request.params.id))
        .returning({ id: assistantQuestions.id });
      if (!row) throw notFound('Answer not found');
      return { ok: true as const };
    },
  });
};
