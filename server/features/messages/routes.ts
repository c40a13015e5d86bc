import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEndpoints as api } from '../../../shared/api/messages';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { requireUser } from '../../lib/sessions';
import { blockMember, listBlocks, reportMessage, setWhoCanMessage, unblockMember } from './safety';
import { getConversation, listConversations, listThread, markRead, sendMessage, startConversation, unreadTotal } from './service';

/** Private messages (issue 6): only the two members of a conversation can read or write it; anyone else gets 404. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.conversations), handler: (request) => listConversations(app.db, requireUser(request), request.query.cursor) });

  app.route({ ...on(api.unread), handler: async (request) => ({ unreadTotal: await unreadTotal(app.db, requireUser(request).id) }) });

  app.route({
    ...on(api.startConversation),
    handler: async (request, reply) => {
      const me = requireUser(request);
      return createOnce(request, reply, async (db) => {
        const { created, conversation } = await startConversation(db, me, request.body.memberId);
        return { status: created ? 201 : 200, body: conversation };
      });
    },
  });

  app.route({ ...on(api.conversation), handler: (request) => getConversation(app.db, requireUser(request), request.params.id) });

  app.route({ ...on(api.thread), handler: (request) => listThread(app.db, requireUser(request), request.params.id, request.query.before) });

  app.route({
    ...on(api.send),
    handler: async (request, reply) => {
      const me = requireUser(request);
      let pushed = false;
      const answered = await createOnce(request, reply, async (db) => {
        const result = await sendMessage(db, me, request.params.id, request.body.body, request.body.clientId);
        pushed = result.pushed;
        return { status: result.created ? 201 : 200, body: result.message };
      });
      // The push goes now rather than at the worker's next round.
      if (pushed) app.nudgeJobs();
      return answered;
    },
  });

  app.route({ ...on(api.markRead), handler: (request) => markRead(app.db, requireUser(request), request.params.id, request.body.upTo) });

  app.route({ ...on(api.blocks), handler: (request) => listBlocks(app.db, requireUser(request)) });

  app.route({ ...on(api.block), handler: (request) => blockMember(app.db, requireUser(request), request.body.memberId) });

  app.route({ ...on(api.unblock), handler: (request) => unblockMember(app.db, requireUser(request), request.params.memberId) });

  app.route({ ...on(api.settings), handler: async (request) => ({ whoCanMessage: requireUser(request).whoCanMessage }) });

  app.route({ ...on(api.updateSettings), handler: (request) => setWhoCanMessage(app.db, requireUser(request), request.body.whoCanMessage) });

  app.route({
    ...on(api.report),
    handler: async (request, reply) => {
      const me = requireUser(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await reportMessage(db, me, request.body) }));
    },
  });
};
