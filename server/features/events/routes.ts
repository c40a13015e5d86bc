import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventEndpoints as api } from '../../../shared/api/events';
import { on } from '../../lib/endpoint';
import { requireUser } from '../../lib/sessions';
import { calendarFeedOf, eventIcs, feedIcs, renewCalendarFeed } from './calendar';
import { cancelRegistration, register } from './registration';
import { eventDetail, listEvents, myEvents, visibleEvent } from './service';

const ICS = 'text/calendar; charset=utf-8';

/** Events and webinars (issue 21): the list and pages, registration, and the calendar files. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl;

  app.route({ ...on(api.list), handler: (request) => listEvents(app.db, request.user, request.query) });
  app.route({ ...on(api.mine), handler: (request) => myEvents(app.db, requireUser(request)) });
  app.route({
    ...on(api.detail),
    handler: async (request, reply) => {
      // The join link is the viewer's own and time-bound: never kept by a cache.
      reply.header('cache-control', 'private, no-store');
      return eventDetail(app.db, request.user, request.params.slug);
    },
  });
  app.route({
    ...on(api.register),
    handler: async (request) => {
      const detail = await register(app.db, requireUser(request), request.params.slug);
      app.nudgeJobs();
      return detail;
    },
  });
  app.route({
    ...on(api.cancelRegistration),
    handler: async (request) => {
      const detail = await cancelRegistration(app.db, requireUser(request), request.params.slug);
      app.nudgeJobs();
      return detail;
    },
  });
  app.route({ ...on(api.calendarFeed), handler: (request) => calendarFeedOf(app.db, requireUser(request), publicUrl) });
  app.route({ ...on(api.renewCalendarFeed), handler: (request) => renewCalendarFeed(app.db, requireUser(request), publicUrl) });

  app.route({
    ...on(api.ics),
    handler: async (request, reply) => {
      const row = await visibleEvent(app.db, request.user, request.params.slug);
      return reply
        .type(ICS)
        .header('content-disposition', `attachment; filename="${row.slug}.ics"`)
        .header('cache-control', 'no-cache')
        .send(eventIcs(row, publicUrl) as never);
    },
  });
  app.route({
    ...on(api.feed),
    handler: async (request, reply) => {
      const ics = await feedIcs(app.db, request.params.secret, publicUrl);
      return reply.type(ICS).header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex').send(ics as never);
    },
  });
};
