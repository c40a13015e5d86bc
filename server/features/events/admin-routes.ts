import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventAdminEndpoints as api } from '../../../shared/api/events';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { requireAdmin } from '../../lib/sessions';
import { attendeesOf, exportAttendeesCsv } from './admin-attendees';
import { cancelEvent, createEvent, getAdminEvent, inviteAudience, listAdminEvents, messageAttendees, setRecording, updateEvent } from './admin-service';

/** The events' administration (issue 21): every change audited in the service; e-mails leave through the job queue. */
export const eventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.list), handler: (request) => listAdminEvents(app.db, request.query) });
  app.route({ ...on(api.get), handler: (request) => getAdminEvent(app.db, request.params.id) });
  app.route({
    ...on(api.create),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const answer = await createOnce(request, reply, async (db) => ({ status: 201, body: await createEvent(db, admin, request.body) }));
      app.nudgeJobs();
      return answer;
    },
  });
  app.route({
    ...on(api.update),
    handler: async (request) => {
      const event = await updateEvent(app.db, requireAdmin(request), request.params.id, request.body);
      app.nudgeJobs();
      return event;
    },
  });
  app.route({
    ...on(api.cancel),
    handler: async (request) => {
      const event = await cancelEvent(app.db, requireAdmin(request), request.params.id, request.body.reason);
      app.nudgeJobs();
      return event;
    },
  });
  app.route({
    ...on(api.attendees),
    handler: async (request) => {
      const { registered, waitlisted } = await attendeesOf(app.db, request.params.id);
      return { registered, waitlisted };
    },
  });
  app.route({
    ...on(api.exportAttendees),
    handler: async (request, reply) => {
      const { fileName, csv } = await exportAttendeesCsv(app.db, requireAdmin(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv as never);
    },
  });
  app.route({
    ...on(api.message),
    handler: async (request) => {
      const sent = await messageAttendees(app.db, requireAdmin(request), request.params.id, request.body);
      app.nudgeJobs();
      return sent;
    },
  });
  app.route({
    ...on(api.invite),
    handler: async (request) => {
      const result = await inviteAudience(app.db, requireAdmin(request), request.params.id);
      app.nudgeJobs();
      return result;
    },
  });
  app.route({
    ...on(api.setRecording),
    handler: async (request) => {
      const event = await setRecording(app.db, requireAdmin(request), request.params.id, request.body.videoSlug);
      app.nudgeJobs();
      return event;
    },
  });
};
