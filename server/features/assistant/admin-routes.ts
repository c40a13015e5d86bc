import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { assistantAdminEndpoints as api } from '../../../shared/api/assistant';
import { and } from 'drizzle-orm';
import type { AssistantEntryTranslation, EntryLanguage } from '../../../shared/api/assistant';
import { assistantEntries, assistantEntryTranslations, assistantQuestions, auditLog } from '../../db/schema';
import { on } from '../../lib/endpoint';
import { createOnce } from '../../lib/idempotency';
import { badRequest, notFound } from '../../lib/errors';
import { requireAdmin } from '../../lib/sessions';
import { relatedTitleFor } from './entries';

type EntryRow = typeof assistantEntries.$inferSelect;
type TranslationRow = typeof assistantEntryTranslations.$inferSelect;

const presentTranslation = (row: TranslationRow): AssistantEntryTranslation => ({
  language: row.language as EntryLanguage,
  question: row.question,
  answer: row.answer,
  keywords: row.keywords,
  updatedAt: row.updatedAt.toISOString(),
});

const present = (row: EntryRow, translations: TranslationRow[] = []) => ({
  translations: translations.filter((one) => one.entryId === row.id).map(presentTranslation),
  id: row.id,
  question: row.question,
  answer: row.answer,
  keywords: row.keywords,
  relatedUrl: row.relatedUrl,
  relatedTitle: row.relatedTitle,
  updatedAt: row.updatedAt.toISOString(),
});

/** /api/admin/assistant: the knowledge base, and what people asked. */
export const assistantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(api.summary),
    handler: async () => {
      const weekAgo = new Date(Date.now() - 7 * 86_400_000);
      const [row] = await app.db
        .select({
          week: sql<number>`count(*) filter (where ${assistantQuestions.createdAt} >= ${weekAgo.toISOString()}::timestamptz)::int`,
          helped: sql<number>`count(*) filter (where ${assistantQuestions.reaction} = 'thumbsUp')::int`,
          notHelped: sql<number>`count(*) filter (where ${assistantQuestions.reaction} = 'thumbsDown')::int`,
          noSource: sql<number>`count(*) filter (where ${assistantQuestions.kind} = 'no-source' and ${assistantQuestions.createdAt} >= ${weekAgo.toISOString()}::timestamptz)::int`,
          safety: sql<number>`count(*) filter (where ${assistantQuestions.kind} in ('red-flag', 'diagnosis') and ${assistantQuestions.createdAt} >= ${weekAgo.toISOString()}::timestamptz)::int`,
        })
        .from(assistantQuestions);
      const [entries] = await app.db.select({ n: count() }).from(assistantEntries);
      return {
        questionsThisWeek: row?.week ?? 0,
        helped: row?.helped ?? 0,
        notHelped: row?.notHelped ?? 0,
        noSourceThisWeek: row?.noSource ?? 0,
        safetyThisWeek: row?.safety ?? 0,
        entries: entries?.n ?? 0,
        model: app.config.llm?.model ?? null,
      };
    },
  });

  app.route({
    ...on(api.entries),
    handler: async () => {
      const [rows, translations] = await Promise.all([
        app.db.select().from(assistantEntries).orderBy(desc(assistantEntries.updatedAt), desc(assistantEntries.id)),
        app.db.select().from(assistantEntryTranslations).orderBy(assistantEntryTranslations.language),
      ]);
      return { entries: rows.map((row) => present(row, translations)) };
    },
  });

  async function checkedTitle(url: string | null) {
    const title = await relatedTitleFor(app.db, url);
    if (url && !title) throw badRequest('The related page was not found: use a published article (/resources/...) or a page such as /find-doctor');
    return title;
  }

  app.route({
    ...on(api.createEntry),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const relatedTitle = await checkedTitle(request.body.relatedUrl);
      return createOnce(request, reply, (db) =>
        db.transaction(async (tx) => {
          const [created] = await tx
            .insert(assistantEntries)
            .values({ ...request.body, relatedTitle, updatedById: admin.id })
            .returning();
          if (!created) throw new Error('entry not stored');
          await tx.insert(auditLog).values({ actorId: admin.id, action: 'assistant.entry.created', details: { entryId: created.id, question: created.question } });
          return { status: 201, body: present(created) };
        }),
      );
    },
  });

  app.route({
    ...on(api.updateEntry),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const relatedTitle = await checkedTitle(request.body.relatedUrl);
      return app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(assistantEntries)
          .set({ ...request.body, relatedTitle, updatedById: admin.id, updatedAt: new Date() })
          .where(eq(assistantEntries.id, request.params.id))
          .returning();
        if (!row) throw notFound('Entry not found');
        await tx.insert(auditLog).values({ actorId: admin.id, action: 'assistant.entry.updated', details: { entryId: row.id, question: row.question } });
        return present(row, await tx.select().from(assistantEntryTranslations).where(eq(assistantEntryTranslations.entryId, row.id)));
      });
    },
  });

  app.route({
    ...on(api.saveEntryTranslation),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const { id, language } = request.params;
      return app.db.transaction(async (tx) => {
        // Key-share: an entry being deleted is waited for, then found gone.
        const [entry] = await tx.select().from(assistantEntries).where(eq(assistantEntries.id, id)).for('key share');
        if (!entry) throw notFound('Entry not found');
        const fields = { ...request.body, updatedById: admin.id, updatedAt: new Date() };
        await tx
          .insert(assistantEntryTranslations)
          .values({ entryId: id, language, ...fields })
          .onConflictDoUpdate({ target: [assistantEntryTranslations.entryId, assistantEntryTranslations.language], set: fields });
        await tx.insert(auditLog).values({ actorId: admin.id, action: 'assistant.entry.translated', details: { entryId: id, question: entry.question, language } });
        return present(entry, await tx.select().from(assistantEntryTranslations).where(eq(assistantEntryTranslations.entryId, id)));
      });
    },
  });

  app.route({
    ...on(api.deleteEntryTranslation),
    handler: async (request) => {
      const admin = requireAdmin(request);
      const { id, language } = request.params;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(assistantEntryTranslations)
          .where(and(eq(assistantEntryTranslations.entryId, id), eq(assistantEntryTranslations.language, language)))
          .returning();
        if (!row) throw notFound('This entry has no translation in that language');
        await tx.insert(auditLog).values({ actorId: admin.id, action: 'assistant.entry.translation-removed', details: { entryId: id, question: row.question, language } });
      });
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.deleteEntry),
    handler: async (request) => {
      const admin = requireAdmin(request);
      await app.db.transaction(async (tx) => {
        const [row] = await tx.delete(assistantEntries).where(eq(assistantEntries.id, request.params.id)).returning();
        if (!row) throw notFound('Entry not found');
        await tx.insert(auditLog).values({ actorId: admin.id, action: 'assistant.entry.deleted', details: { entryId: row.id, question: row.question } });
      });
      return { ok: true as const };
    },
  });

  app.route({
    ...on(api.questions),
    handler: async (request) => {
      const { filter, page, pageSize } = request.query;
      const where: Record<typeof filter, SQL | undefined> = {
        all: undefined,
        'no-source': eq(assistantQuestions.kind, 'no-source'),
        helped: eq(assistantQuestions.reaction, 'thumbsUp'),
        'not-helped': eq(assistantQuestions.reaction, 'thumbsDown'),
        safety: inArray(assistantQuestions.kind, ['red-flag', 'diagnosis']),
      };
      const condition = where[filter];
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(assistantQuestions)
          .where(condition)
          .orderBy(desc(assistantQuestions.createdAt), desc(assistantQuestions.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ n: count() }).from(assistantQuestions).where(condition),
      ]);
      return {
        questions: rows.map((row) => ({
          id: row.id,
          question: row.question,
          answer: row.answer,
          kind: row.kind,
          sources: row.sources,
          model: row.model,
          reaction: row.reaction,
          fromMember: row.userId !== null,
          createdAt: row.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },
  });
};
