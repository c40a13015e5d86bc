import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsAdminEndpoints as api, settingsEndpoints as publicApi } from '../../../shared/api/settings';
import { sendEncoded } from '../../lib/encoded-json';
import { on } from '../../lib/endpoint';
import { requireAdmin } from '../../lib/sessions';
import { keptAnswers } from '../../lib/versioned-cache';
import { goLiveChecklist } from './checklist';
import { presentAdminSettings, presentPublicSettings } from './present';
import { loadSettings, updateContact, updateHouseMessage, updateOrganisation, updateSocial } from './service';

/** The public facts every page shows (kept until the settings change), their administration and the go-live checklist. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const keptAnswer = keptAnswers(1, () => app.keptVersions.get('settings'));

  app.route({
    ...on(publicApi.public),
    handler: async (request, reply) => {
      const body = await keptAnswer('public', publicApi.public.responses[200], async () => {
        const { row, team } = await loadSettings(app.db);
        return presentPublicSettings(row, team);
      });
      return sendEncoded(request, reply, body);
    },
  });

  app.route({
    ...on(api.get),
    handler: async () => {
      const { row, team } = await loadSettings(app.db);
      return presentAdminSettings(row, team);
    },
  });

  app.route({ ...on(api.checklist), handler: async () => goLiveChecklist(app.db, app.config) });

  app.route({ ...on(api.updateOrganisation), handler: async (request) => updateOrganisation(app.db, requireAdmin(request), request.body) });

  app.route({ ...on(api.updateContact), handler: async (request) => updateContact(app.db, requireAdmin(request), request.body) });

  app.route({ ...on(api.updateSocial), handler: async (request) => updateSocial(app.db, requireAdmin(request), request.body) });

  app.route({
    ...on(api.updateHouseMessage),
    handler: async (request) => updateHouseMessage(app.db, requireAdmin(request), request.params.kind, request.body),
  });
};
