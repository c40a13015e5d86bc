import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileEndpoints as api } from '../../../shared/api/profile';
import { on } from '../../lib/endpoint';
import { requireUser } from '../../lib/sessions';
import { presentCurrentUser } from '../../lib/present-user';
import { updateClubfoot, updateLanguage, updateNotifications, updatePersonal, updatePrivacy } from './service';

/** The four profile forms of spec section 7; each answers the updated current user. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...on(api.personal), handler: async (request) => presentCurrentUser(await updatePersonal(app.db, requireUser(request), request.body)) });
  app.route({ ...on(api.clubfoot), handler: async (request) => presentCurrentUser(await updateClubfoot(app.db, requireUser(request), request.body)) });
  app.route({
    ...on(api.notifications),
    handler: async (request) => presentCurrentUser(await updateNotifications(app.db, requireUser(request), request.body)),
  });
  app.route({ ...on(api.language), handler: async (request) => presentCurrentUser(await updateLanguage(app.db, requireUser(request), request.body)) });
  app.route({ ...on(api.privacy), handler: async (request) => presentCurrentUser(await updatePrivacy(app.db, requireUser(request), request.body)) });
};
