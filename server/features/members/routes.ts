import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberEndpoints as api } from '../../../shared/api/members';
import { users } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { notFound } from '../../lib/errors';
import { presentMember } from '../../lib/present-user';
import { requireUser } from '../../lib/sessions';

/** Member pages: for signed-in members only; hidden when the member turned their profile off. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.member),
    handler: async (request) => {
      const viewer = requireUser(request);
      const [member] = await app.db.select().from(users).where(eq(users.id, request.params.id));
      const hidden = !member || member.deletedAt || member.suspendedAt || (!member.privacySettings.showProfileToMembers && member.id !== viewer.id && viewer.role !== 'admin');
      if (hidden) throw notFound('Member not found');
      return presentMember(member, viewer);
    },
  });
};
