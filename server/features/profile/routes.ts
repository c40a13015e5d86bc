import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../shared/api/common';
import { clubfootProfileBody, notificationsBody, personalProfileBody, privacyBody } from '../../../shared/api/profile';
import { currentUser } from '../../../shared/api/user';
import { requireUser, membersOnly } from '../../lib/sessions';
import { presentCurrentUser } from '../../lib/present-user';
import { updateClubfoot, updateNotifications, updatePersonal, updatePrivacy } from './service';

const responses = { 200: currentUser, 400: errorBody, 401: errorBody, 409: errorBody };

/** The four profile forms of spec section 7; each answers the updated current user. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  membersOnly(app);

  app.patch('/personal', { schema: { body: personalProfileBody, response: responses } }, async (request) =>
    presentCurrentUser(await updatePersonal(app.db, requireUser(request), request.body)),
  );
  app.patch('/clubfoot', { schema: { body: clubfootProfileBody, response: responses } }, async (request) =>
    presentCurrentUser(await updateClubfoot(app.db, requireUser(request), request.body)),
  );
  app.patch('/notifications', { schema: { body: notificationsBody, response: responses } }, async (request) =>
    presentCurrentUser(await updateNotifications(app.db, requireUser(request), request.body)),
  );
  app.patch('/privacy', { schema: { body: privacyBody, response: responses } }, async (request) =>
    presentCurrentUser(await updatePrivacy(app.db, requireUser(request), request.body)),
  );
};
