import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, okBody } from '../../../shared/api/common';
import {
  blockBody,
  blockList,
  conversationList,
  conversationListQuery,
  conversationSummary,
  markReadBody,
  message,
  messageSettings,
  reportMessageBody,
  sendMessageBody,
  startConversationBody,
  threadPage,
  threadQuery,
  unreadSummary,
} from '../../../shared/api/messages';
import { membersOnly, requireUser } from '../../lib/sessions';
import { blockMember, listBlocks, reportMessage, setWhoCanMessage, unblockMember } from './safety';
import { getConversation, listConversations, listThread, markRead, sendMessage, startConversation, unreadTotal } from './service';

const conversationParams = z.object({ id: z.string().uuid('Not a valid conversation id') });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/** Private messages (issue 6): only the two members of a conversation can read or write it; anyone else gets 404. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  membersOnly(app);

  app.get('/conversations', { schema: { querystring: conversationListQuery, response: { 200: conversationList, ...errors } } }, (request) =>
    listConversations(app.db, requireUser(request), request.query.cursor),
  );

  app.get('/unread', { schema: { response: { 200: unreadSummary, ...errors } } }, async (request) => ({
    unreadTotal: await unreadTotal(app.db, requireUser(request).id),
  }));

  app.post('/conversations', { schema: { body: startConversationBody, response: { 200: conversationSummary, 201: conversationSummary, ...errors } } }, async (request, reply) => {
    const { created, conversation } = await startConversation(app.db, requireUser(request), request.body.memberId);
    return reply.status(created ? 201 : 200).send(conversation);
  });

  app.get('/conversations/:id', { schema: { params: conversationParams, response: { 200: conversationSummary, ...errors } } }, (request) =>
    getConversation(app.db, requireUser(request), request.params.id),
  );

  app.get(
    '/conversations/:id/messages',
    { schema: { params: conversationParams, querystring: threadQuery, response: { 200: threadPage, ...errors } } },
    (request) => listThread(app.db, requireUser(request), request.params.id, request.query.before),
  );

  app.post(
    '/conversations/:id/messages',
    { schema: { params: conversationParams, body: sendMessageBody, response: { 200: message, 201: message, ...errors } } },
    async (request, reply) => {
      const { created, message: sent } = await sendMessage(app.db, requireUser(request), request.params.id, request.body.body, request.body.clientId);
      return reply.status(created ? 201 : 200).send(sent);
    },
  );

  app.post('/conversations/:id/read', { schema: { params: conversationParams, body: markReadBody, response: { 200: unreadSummary, ...errors } } }, (request) =>
    markRead(app.db, requireUser(request), request.params.id, request.body.upTo),
  );

  app.get('/blocks', { schema: { response: { 200: blockList, ...errors } } }, (request) => listBlocks(app.db, requireUser(request)));

  app.post('/blocks', { schema: { body: blockBody, response: { 200: okBody, ...errors } } }, (request) =>
    blockMember(app.db, requireUser(request), request.body.memberId),
  );

  app.delete('/blocks/:memberId', { schema: { params: z.object({ memberId: z.string().uuid('Not a valid member id') }), response: { 200: okBody, ...errors } } }, (request) =>
    unblockMember(app.db, requireUser(request), request.params.memberId),
  );

  app.get('/settings', { schema: { response: { 200: messageSettings, ...errors } } }, (request) => ({ whoCanMessage: requireUser(request).whoCanMessage }));

  app.put('/settings', { schema: { body: messageSettings, response: { 200: messageSettings, ...errors } } }, (request) =>
    setWhoCanMessage(app.db, requireUser(request), request.body.whoCanMessage),
  );

  app.post('/reports', { schema: { body: reportMessageBody, response: { 201: okBody, ...errors } } }, async (request, reply) => {
    return reply.status(201).send(await reportMessage(app.db, requireUser(request), request.body));
  });
};
