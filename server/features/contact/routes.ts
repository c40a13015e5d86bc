import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { contactAdminEndpoints as adminApi, contactEndpoints as api } from '../../../shared/api/contact';
import { requestReference } from '../../../shared/referrals';
import { auditLog, contactMessages, users } from '../../db/schema';
import { assertUnderLimits, increment } from '../../lib/db-rate-limit';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { notFound } from '../../lib/errors';
import { memberLocale, messagesIn } from '../../lib/i18n';
import { enqueueJob } from '../../lib/jobs';
import { addNotice } from '../../lib/notices';
import { REFERRAL_LIMITS, scaled } from '../../lib/rate-limits';
import { withReference } from '../../lib/request-reference';
import { requireAdmin } from '../../lib/sessions';
import { contactMailMessages } from './mail-messages';

export const CONTACT_RECEIVED_JOB = 'contact.received';

/** POST /api/contact: the contact form. It reaches the admin inbox, and the sender gets a confirmation. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.send),
    handler: async (request, reply) => {
      const perIp = { key: `contact:ip:${request.ip}`, limit: scaled(app.config, REFERRAL_LIMITS.contactPerIp) };
      await assertUnderLimits(app.db, [perIp]);
      await increment(app.db, perIp.key, perIp.limit);
      const sent = await createOnce(request, reply, (db) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(contactMessages)
            .values({ ...request.body, email: request.body.email.toLowerCase(), userId: request.viewerId })
            .returning({ id: contactMessages.id });
          if (!row) throw new Error('message not stored');
          await enqueueJob(tx, CONTACT_RECEIVED_JOB, { messageId: row.id });
          const admins = await tx.select({ id: users.id, language: users.language }).from(users).where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
          for (const admin of admins) {
            // The title in each administrator's language; the body is the sender's own subject line.
            const t = messagesIn(contactMailMessages, memberLocale(admin));
            await addNotice(tx, admin.id, { kind: 'contact.new', title: t('notice.new.title'), body: request.body.subject, link: '/admin/inbox' });
          }
          return { status: 201, body: { ok: true as const, reference: requestReference('contact', row.id) } };
        }),
      );
      app.nudgeJobs();
      return sent;
    },
  });
};

type MessageRow = typeof contactMessages.$inferSelect;
const present = (row: MessageRow) => ({
  id: row.id,
  reference: requestReference('contact', row.id),
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  fromMember: row.userId !== null,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

/** /api/admin/contact: the inbox. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(adminApi.inbox),
    handler: async (request) => {
      const { status, reference, page, pageSize } = request.query;
      const where = and(status ? eq(contactMessages.status, status) : undefined, withReference('contact', contactMessages.id, reference));
      const [rows, [total], [fresh]] = await Promise.all([
        app.db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt)).limit(pageSize).offset((page - 1) * pageSize),
        app.db.select({ n: count() }).from(contactMessages).where(where),
        app.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
      ]);
      return { messages: rows.map(present), newCount: fresh?.n ?? 0, total: total?.n ?? 0, page, pageSize };
    },
  });

  app.route({
    ...on(adminApi.setStatus),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const handled = request.body.status === 'handled';
      const [row] = await app.db
        .update(contactMessages)
        .set({ status: request.body.status, handledAt: handled ? new Date() : null, handledById: handled ? admin.id : null })
        .where(eq(contactMessages.id, request.params.id))
        .returning();
      if (!row) throw notFound('Message not found');
      await app.db.insert(auditLog).values({ actorId: admin.id, action: handled ? 'contact.handled' : 'contact.reopened', details: { messageId: row.id } });
      return present(row);
    },
  });
};
