import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberEndpoints as api } from '../../../shared/api/members';
import { users } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { presentMember } from '../../lib/present-user';
import { requireUser } from '../../lib/sessions';
import { authorizeMemberPage } from './policy';

/** Member pages: for signed-in members only; hidden when the member turned their profile off (policy.ts). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.member),
    handler: async (request) => {
      const viewer = requireUser(request);
      const [member] = await app.db.select().from(users).where(eq(users.id, request.params.id));
      return presentMember(authorizeMemberPage(viewer, member), viewer);
    },
  });
};
