import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { braceEndpoints as api } from '../../../shared/api/brace';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { requireUser } from '../../lib/sessions';
import { braceFigures } from './figures';
import { getReminders, saveReminders } from './reminders';
import { summaryPdf } from './summary-pdf';
import { readOrganisation } from '../../lib/organisation';
import { acceptInvite, createInvite, listInvites, readInvitation, removeCarer, revokeInvite } from './sharing';
import { summaryOf, summaryCsv, addPeriod, bootsOff, bootsOn, createChild, getLog, listChildren, removeChild, removePeriod, saveDay, updateChild, updatePeriod } from './service';

/** The brace-wear tracker (issue 24): members only, each child seen only by the members who share it. */
export const braceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.children), handler: (request) => listChildren(app.db, requireUser(request)) });
  app.route({
    ...on(api.createChild),
    handler: async (request, reply) => {
      const me = requireUser(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await createChild(db, me, request.body) }));
    },
  });
  app.route({ ...on(api.log), handler: (request) => getLog(app.db, requireUser(request), request.params.id, request.query) });
  app.route({ ...on(api.updateChild), handler: (request) => updateChild(app.db, requireUser(request), request.params.id, request.body) });
  app.route({ ...on(api.removeChild), handler: (request) => removeChild(app.db, requireUser(request), request.params.id) });
  app.route({
    ...on(api.bootsOn),
    handler: async (request, reply) => {
      const me = requireUser(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await bootsOn(db, me, request.params.id, Date.now(), request.body?.startedAt) }));
    },
  });
  app.route({ ...on(api.bootsOff), handler: (request) => bootsOff(app.db, requireUser(request), request.params.id) });
  app.route({
    ...on(api.addPeriod),
    handler: async (request, reply) => {
      const me = requireUser(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await addPeriod(db, me, request.params.id, request.body) }));
    },
  });
  app.route({ ...on(api.updatePeriod), handler: (request) => updatePeriod(app.db, requireUser(request), request.params.id, request.params.periodId, request.body) });
  app.route({ ...on(api.removePeriod), handler: (request) => removePeriod(app.db, requireUser(request), request.params.id, request.params.periodId) });
  app.route({
    ...on(api.summaryCsv),
    handler: async (request, reply) => {
      const { csv, from, to } = await summaryCsv(app.db, requireUser(request), request.params.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="brace-wear-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv as never);
    },
  });
  app.route({ ...on(api.invites), handler: (request) => listInvites(app.db, requireUser(request), request.params.id) });
  app.route({
    ...on(api.createInvite),
    handler: async (request, reply) => {
      const me = requireUser(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await createInvite(db, me, request.params.id) }));
    },
  });
  app.route({ ...on(api.revokeInvite), handler: (request) => revokeInvite(app.db, requireUser(request), request.params.id, request.params.inviteId) });
  app.route({ ...on(api.invitation), handler: (request) => readInvitation(app.db, requireUser(request), request.params.token) });
  app.route({
    ...on(api.acceptInvite),
    handler: async (request, reply) => {
      const me = requireUser(request);
      return createOnce(request, reply, async (db) => ({ status: 201, body: await acceptInvite(db, me, request.params.token) }));
    },
  });
  app.route({ ...on(api.removeCarer), handler: (request) => removeCarer(app.db, requireUser(request), request.params.id, request.params.userId) });
  app.route({ ...on(api.reminders), handler: (request) => getReminders(app.db, requireUser(request), request.params.id) });
  app.route({ ...on(api.saveReminders), handler: (request) => saveReminders(app.db, requireUser(request), request.params.id, request.body) });
  app.route({ ...on(api.figures), handler: () => braceFigures(app.db) });
  app.route({
    ...on(api.summaryPdf),
    handler: async (request, reply) => {
      const summary = await summaryOf(app.db, requireUser(request), request.params.id, request.query);
      const pdf = await summaryPdf(summary, (await readOrganisation(app.db)).name);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="brace-wear-${summary.from}-to-${summary.to}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  });
  app.route({ ...on(api.saveDay), handler: (request) => saveDay(app.db, requireUser(request), request.params.id, request.params.day, request.body) });
};
