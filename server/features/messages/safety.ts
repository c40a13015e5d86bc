import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminMessageReport, BlockList, ReportMessageBody, ResolveMessageReportBody, WhoCanMessage } from '../../../shared/api/messages';
import type { Db } from '../../db';
import { auditLog, conversationMembers, memberBlocks, messageReports, messages, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { setMemberSuspended } from '../../lib/suspension';
import { notifyMembers } from '../../lib/realtime/channel';
import { presentMessage, presentMessageMember } from '../../lib/present-message';
import { blocksSelf, canReportMessage, isBlockable } from './policy';

const personColumns = (table: typeof users) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  profileImageUrl: table.profileImageUrl,
  deletedAt: table.deletedAt,
  suspendedAt: table.suspendedAt,
});

/* ---------- Blocking ---------- */

export async function listBlocks(db: Db, me: UserRow): Promise<BlockList> {
  const rows = await db
    .select({ person: personColumns(users), blockedAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .where(eq(memberBlocks.blockerId, me.id))
    .orderBy(desc(memberBlocks.createdAt));
  return { blocked: rows.map((row) => ({ ...presentMessageMember(row.person), blockedAt: row.blockedAt.toISOString() })) };
}

export async function blockMember(db: Db, me: UserRow, memberId: string) {
  if (blocksSelf(me, memberId)) throw badRequest('You cannot block yourself');
  const [target] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, memberId));
  if (!target) throw notFound('Member not found');
  if (!isBlockable(target)) throw new AppError('FORBIDDEN', 'Administrators cannot be blocked. If something is wrong, please report the message instead.');
  await db.insert(memberBlocks).values({ blockerId: me.id, blockedId: memberId }).onConflictDoNothing();
  return { ok: true as const };
}

export async function unblockMember(db: Db, me: UserRow, memberId: string) {
  await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, me.id), eq(memberBlocks.blockedId, memberId)));
  return { ok: true as const };
}

/* ---------- Who may start a conversation with me ---------- */

export async function setWhoCanMessage(db: Db, me: UserRow, whoCanMessage: WhoCanMessage) {
  await db.update(users).set({ whoCanMessage, updatedAt: new Date() }).where(eq(users.id, me.id));
  return { whoCanMessage };
}

/* ---------- Reports ---------- */

/** A member reports a message they received (not their own): it joins the admins' queue once. */
export async function reportMessage(db: Db, me: UserRow, body: ReportMessageBody) {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, me.id)))
    .where(eq(messages.id, body.messageId));
  if (!row) throw notFound('Message not found');
  if (!canReportMessage(me, { senderId: row.message.senderId })) throw badRequest('You cannot report your own message');
  const [inserted] = await db
    .insert(messageReports)
    .values({ messageId: body.messageId, reporterId: me.id, reason: body.reason, details: body.details || null })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (!inserted) throw new AppError('CONFLICT', 'You have already reported this message');
  return { ok: true as const };
}

const CONTEXT_EACH_SIDE = 3;
const sender = aliasedTable(users, 'sender');

/**
 * The admins' queue. An admin sees a reported message, three messages either side of it and the two
 * members' names: nothing else of anyone's messages is readable to them.
 */
export async function listMessageReports(db: Db, status: AdminMessageReport['status']): Promise<{ reports: AdminMessageReport[] }> {
  const rows = await db
    .select({
      report: messageReports,
      reported: messages,
      sender: { id: sender.id, firstName: sender.firstName, lastName: sender.lastName, profileImageUrl: sender.profileImageUrl, deletedAt: sender.deletedAt, suspendedAt: sender.suspendedAt },
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .where(eq(messageReports.status, status))
    .orderBy(status === "open" ? asc(messageReports.createdAt) : desc(messageReports.createdAt), asc(messageReports.id))
    .limit(100);
  const reporterIds = [...new Set(rows.flatMap((row) => (row.report.reporterId ? [row.report.reporterId] : [])))];
  const reporters = reporterIds.length ? await db.select(personColumns(users)).from(users).where(inArray(users.id, reporterIds)) : [];
  const reporterById = new Map(reporters.map((person) => [person.id, presentMessageMember(person)]));
  const contexts = await contextsOf(db, [...new Set(rows.map((row) => row.reported.id))]);
  const reports = rows.map((row): AdminMessageReport => {
    const around = contexts.get(row.reported.id) ?? [row.reported];
    return {
      id: row.report.id,
      reason: row.report.reason as AdminMessageReport['reason'],
      details: row.report.details,
      status: row.report.status,
      createdAt: row.report.createdAt.toISOString(),
      reporter: (row.report.reporterId && reporterById.get(row.report.reporterId)) || null,
      sender: presentMessageMember(row.sender),
      reportedMessageId: row.reported.id,
      // Admins see what a moderator removed, so they can judge it.
      context: around.map((message) => ({ ...presentMessage({ ...message, removedAt: null }), removed: message.removedAt !== null })),
      senderSuspended: row.sender.suspendedAt !== null,
    };
  });
  return { reports };
}

/** Each reported message with up to three messages either side, for all reports in two queries. */
async function contextsOf(db: Db, reportedIds: number[]) {
  const byReported = new Map<number, (typeof messages.$inferSelect)[]>();
  if (reportedIds.length === 0) return byReported;
  const result = await db.execute(sql`
    select r.id as reported, around.id
    from ${messages} r
    cross join lateral (
      (select id from ${messages} where conversation_id = r.conversation_id and id < r.id order by id desc limit ${CONTEXT_EACH_SIDE})
      union all select r.id
      union all (select id from ${messages} where conversation_id = r.conversation_id and id > r.id order by id limit ${CONTEXT_EACH_SIDE})
    ) around
    where r.id = any(${sql.param(reportedIds)}::bigint[])`);
  const pairs = (result as unknown as { rows: { reported: string | number; id: string | number }[] }).rows.map((row) => ({ reported: Number(row.reported), id: Number(row.id) }));
  const rows = await db.select().from(messages).where(inArray(messages.id, [...new Set(pairs.map((pair) => pair.id))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { reported, id } of pairs) {
    const row = byId.get(id);
    if (!row) continue;
    const list = byReported.get(reported) ?? [];
    list.push(row);
    byReported.set(reported, list);
  }
  for (const list of byReported.values()) list.sort((x, y) => x.id - y.id);
  return byReported;
}

/** Dismiss a report, or remove the message (every open report of it closes too), optionally suspending its sender. */
export async function resolveMessageReport(db: Db, admin: UserRow, reportId: number, body: ResolveMessageReportBody) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ report: messageReports, message: messages })
      .from(messageReports)
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .where(eq(messageReports.id, reportId))
      .for('update');
    if (!row) throw notFound('Report not found');
    if (row.report.status !== 'open') throw new AppError('CONFLICT', 'This report was already handled');
    const resolved = { resolvedAt: new Date(), resolvedById: admin.id };
    if (body.action === 'dismiss') {
      await tx.update(messageReports).set({ status: 'dismissed', ...resolved }).where(eq(messageReports.id, reportId));
      await tx.insert(auditLog).values({ actorId: admin.id, action: 'message.report-dismissed', targetUserId: row.message.senderId, details: { reportId, messageId: row.message.id } });
      return;
    }
    const message = row.message;
    await tx
      .update(messageReports)
      .set({ status: 'removed', ...resolved })
      .where(and(eq(messageReports.messageId, message.id), eq(messageReports.status, 'open')));
    if (!message.removedAt) {
      await tx.update(messages).set({ removedAt: new Date() }).where(eq(messages.id, message.id));
      // The recipient's unread count no longer includes it.
      await tx.execute(sql`
        update ${conversationMembers} cm set unread_count = (
          select count(*) from ${messages} m
          where m.conversation_id = cm.conversation_id and m.sender_id = cm.other_user_id and m.removed_at is null and m.id > cm.last_read_message_id)
        where cm.conversation_id = ${message.conversationId} and cm.user_id <> ${message.senderId}`);
      const members = await tx
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, message.conversationId));
      const [a, b] = members.map((member) => member.userId);
      if (a && b) await notifyMembers(tx, { t: 'removed', c: message.conversationId, id: message.id, u: [a, b] });
    }
    await tx.insert(auditLog).values({ actorId: admin.id, action: 'message.removed', targetUserId: message.senderId, details: { reportId, messageId: message.id } });
    if (body.suspendSender) {
      if (message.senderId === admin.id) throw new AppError('CONFLICT', 'You cannot suspend your own account');
      const [sender] = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, message.senderId));
      if (sender && !sender.suspendedAt) await setMemberSuspended(tx, admin.id, message.senderId, true, { reportId });
    }
  });
  return { ok: true as const };
}

