import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsFigureEndpoints as api } from '../../../shared/api/analytics-figures';
import { on } from '../../lib/endpoint';
import { contentFigures } from './figures/content';
import { memberFigures } from './figures/members';
import { programmeFigures } from './figures/programmes';
import { rangeOf } from './figures/read';
import { trafficFigures } from './figures/traffic';
import { refreshRollups, type RollupGroup } from './rollups/engine';
import { rollupGroups } from './rollups/groups';

/** The figures of /admin/analytics: each section brings its rollups up to today (at most once a minute), then reads them. */
export const analyticsFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  const fresh = (groups: RollupGroup[]) => refreshRollups(app.db, groups, { maxAgeMs: app.config.analyticsRefreshMs, siteUrl: app.config.publicUrl });

  app.route({
    ...on(api.traffic),
    handler: async (request) => {
      await fresh([rollupGroups.traffic]);
      return trafficFigures(app.db, rangeOf(request.query));
    },
  });

  app.route({
    ...on(api.members),
    handler: async (request) => {
      // Active members are signed-in page views, counted by the traffic rollups.
      await fresh([rollupGroups.traffic, rollupGroups.members]);
      return memberFigures(app.db, rangeOf(request.query));
    },
  });

  app.route({
    ...on(api.content),
    handler: async (request) => {
      // Articles read are page views, counted by the traffic rollups.
      await fresh([rollupGroups.traffic, rollupGroups.content]);
      return contentFigures(app.db, rangeOf(request.query));
    },
  });

  app.route({
    ...on(api.programmes),
    handler: async (request) => {
      await fresh([rollupGroups.programmes, rollupGroups.memberships]);
      return programmeFigures(app.db, rangeOf(request.query));
    },
  });
};
