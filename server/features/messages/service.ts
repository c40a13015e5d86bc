import { languageOf } from '../../lib/language-of';
import { memberLocale } from '../../lib/i18n';
import { aliasedTable, and, desc, eq, gt, lt, notExists, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CONVERSATION_PAGE_SIZE, type ConversationList, type ConversationSummary, MESSAGE_PAGE_SIZE, type ThreadPage } from '../../../shared/api/messages';
import type { Db } from '../../db';
import { conversationMembers, conversations, memberBlocks, messages, users } from '../../db/schema';
import { decodeCursor, encodeCursor, pgTimestamp } from '../../lib/cursor';
import { AppError, notFound } from '../../lib/errors';
import { ensureConversation, findConversationId } from '../../lib/conversations';
import { enqueueJob } from '../../lib/jobs';
import { queuePush } from '../../lib/push';
import type { UserRow } from '../../lib/sessions';
import { notifyMembers } from '../../lib/realtime/channel';
import { assertMayStartConversation, useMessageAllowance } from './limits';
import { messagePushText } from './push';
import { authorizeFirstMessage, authorizeNewConversation, authorizeStartWith, blocksBetween, CANNOT_SEND_MESSAGES, cannotSendReason } from './policy';
import { type MemberColumns, presentMessage, presentMessageMember, previewOf } from '../../lib/present-message';

export const UNREAD_EMAIL_JOB = 'messages.unread-email';
/** Issue 6: an e-mail when a message is still unread after 15 minutes. */
export const UNREAD_EMAIL_DELAY_MS = 15 * 60_000;
/** Issue 26: a push when a message arrives, at most one per conversation in this time. */
export const PUSH_EVERY_MS = 5 * 60_000;

const other = aliasedTable(users, 'other');
const theirs = aliasedTable(conversationMembers, 'theirs');
const lastMessage = aliasedTable(messages, 'last_message');

const memberColumns = {
  id: other.id,
  firstName: other.firstName,
  lastName: other.lastName,
  profileImageUrl: other.profileImageUrl,
  deletedAt: other.deletedAt,
  suspendedAt: other.suspendedAt,
};

const summaryColumns = {
  conversationId: conversationMembers.conversationId,
  unreadCount: conversationMembers.unreadCount,
  lastActivityAt: conversationMembers.lastActivityAt,
  activityKey: sql<string>`${conversationMembers.lastActivityAt}::text`,
  other: memberColumns,
  theirLastReadId: theirs.lastReadMessageId,
  last: {
    id: lastMessage.id,
    senderId: lastMessage.senderId,
    body: lastMessage.body,
    removedAt: lastMessage.removedAt,
    createdAt: lastMessage.createdAt,
  },
  blockedByMe: sql<boolean>`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${conversationMembers.userId} and ${memberBlocks.blockedId} = ${other.id})`,
  blockedMe: sql<boolean>`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${other.id} and ${memberBlocks.blockedId} = ${conversationMembers.userId})`,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(other, eq(other.id, conversationMembers.otherUserId))
    .innerJoin(theirs, and(eq(theirs.conversationId, conversationMembers.conversationId), eq(theirs.userId, conversationMembers.otherUserId)))
    .leftJoin(lastMessage, eq(lastMessage.id, conversations.lastMessageId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function presentSummary(row: SummaryRow): ConversationSummary {
  const last = row.last?.id ? row.last : null;
  return {
    id: row.conversationId,
    member: presentMessageMember(row.other as MemberColumns),
    lastMessage: last
      ? {
          id: last.id,
          senderId: last.senderId,
          preview: last.removedAt ? '' : previewOf(last.body),
          removed: last.removedAt !== null,
          createdAt: last.createdAt.toISOString(),
        }
      : null,
    unreadCount: row.unreadCount,
    lastActivityAt: row.lastActivityAt.toISOString(),
    cannotSend: cannotSendReason(row.other as MemberColumns, { blockedByMe: row.blockedByMe, blockedMe: row.blockedMe }),
    theirLastReadId: row.theirLastReadId > 0 ? row.theirLastReadId : null,
  };
}

const notBlockedByMe = (userId: string) =>
  notExists(
    sql`(select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${userId} and ${memberBlocks.blockedId} = ${conversationMembers.otherUserId})`,
  );

const listCursor = z.object({ t: pgTimestamp, id: z.string().uuid() });

/** My conversations with at least one message, newest activity first; blocked members' are left out. */
export async function listConversations(db: Db, me: UserRow, cursor: string | undefined): Promise<ConversationList> {
  const after = cursor ? decodeCursor(listCursor, cursor) : null;
  const rows = await summaryQuery(db)
    .where(
      and(
        eq(conversationMembers.userId, me.id),
        sql`${conversations.lastMessageId} is not null`,
        notBlockedByMe(me.id),
        after
          ? or(
              lt(conversationMembers.lastActivityAt, sql`${after.t}::timestamptz`),
              and(eq(conversationMembers.lastActivityAt, sql`${after.t}::timestamptz`), lt(conversationMembers.conversationId, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(conversationMembers.lastActivityAt), desc(conversationMembers.conversationId))
    .limit(CONVERSATION_PAGE_SIZE + 1);
  const page = rows.slice(0, CONVERSATION_PAGE_SIZE);
  const last = page.at(-1);
  return {
    conversations: page.map(presentSummary),
    nextCursor: rows.length > CONVERSATION_PAGE_SIZE && last ? encodeCursor({ t: last.activityKey, id: last.conversationId }) : null,
    unreadTotal: await unreadTotal(db, me.id),
  };
}

/** Unread messages over all my conversations, leaving out members I blocked. */
export async function unreadTotal(db: Db, userId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)::int` })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), gt(conversationMembers.unreadCount, 0), notBlockedByMe(userId)));
  return Number(row?.total ?? 0);
}

/** One of my conversations; anyone else (admins too) gets 404, as if it did not exist. */
export async function getConversation(db: Db, me: UserRow, conversationId: string) {
  const [row] = await summaryQuery(db).where(and(eq(conversationMembers.userId, me.id), eq(conversationMembers.conversationId, conversationId)));
  if (!row) throw notFound('Conversation not found');
  return presentSummary(row);
}

/** Opens my conversation with a member, starting it when there is none (one per pair). */
export async function startConversation(db: Db, me: UserRow, memberId: string): Promise<{ created: boolean; conversation: ConversationSummary }> {
  authorizeStartWith(me, memberId);
  // An existing conversation opens whatever the limits and settings say now.
  const existing = await findConversationId(db, me.id, memberId);
  if (existing) return { created: false, conversation: await getConversation(db, me, existing) };

  const [target] = await db.select().from(users).where(eq(users.id, memberId));
  if (!target || target.deletedAt || target.suspendedAt) throw notFound('Member not found');
  const blocks = await blocksBetween(db, me.id, memberId);
  const reason = cannotSendReason(target, blocks);
  if (reason) throw new AppError('FORBIDDEN', CANNOT_SEND_MESSAGES[reason]);
  authorizeNewConversation(me, target);
  await assertMayStartConversation(db, me);

  const { id, created } = await ensureConversation(db, me.id, memberId);
  return { created, conversation: await getConversation(db, me, id) };
}

async function myMembership(db: Db, me: UserRow, conversationId: string) {
  const [row] = await db
    .select({ membership: conversationMembers, other: memberColumns, blockedByMe: summaryColumns.blockedByMe, blockedMe: summaryColumns.blockedMe })
    .from(conversationMembers)
    .innerJoin(other, eq(other.id, conversationMembers.otherUserId))
    .where(and(eq(conversationMembers.userId, me.id), eq(conversationMembers.conversationId, conversationId)));
  if (!row) throw notFound('Conversation not found');
  return row;
}

/** A page of the thread, oldest first: the newest page, or the one before a message id. */
export async function listThread(db: Db, me: UserRow, conversationId: string, before: number | undefined): Promise<ThreadPage> {
  await myMembership(db, me, conversationId);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(MESSAGE_PAGE_SIZE + 1);
  return { messages: rows.slice(0, MESSAGE_PAGE_SIZE).reverse().map(presentMessage), hasMore: rows.length > MESSAGE_PAGE_SIZE };
}

/**
 * Stores a message and only then answers: the transaction writes the message, both members' list
 * order and the recipient's unread count, queues the unread-message e-mail (and the push, issue 26)
 * and raises the NOTIFY that delivers it (PostgreSQL sends a NOTIFY only when its transaction commits).
 */
export async function sendMessage(db: Db, me: UserRow, conversationId: string, body: string, clientId: string | undefined) {
  const { other: recipient, blockedByMe, blockedMe } = await myMembership(db, me, conversationId);
  if (clientId) {
    const [already] = await db.select().from(messages).where(and(eq(messages.senderId, me.id), eq(messages.clientId, clientId)));
    if (already) {
      if (already.conversationId !== conversationId) throw new AppError('CONFLICT', 'This message key was already used in another conversation');
      return { created: false, message: presentMessage(already), pushed: false };
    }
  }
  const reason = cannotSendReason(recipient as MemberColumns, { blockedByMe, blockedMe });
  if (reason) throw new AppError('FORBIDDEN', CANNOT_SEND_MESSAGES[reason]);
  await authorizeFirstMessage(db, me, conversationId, recipient.id);
  await useMessageAllowance(db, me);

  let pushed = false;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({ conversationId, senderId: me.id, body, language: languageOf(body, memberLocale(me)), clientId: clientId ?? null })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning();
    if (!inserted) return null;
    // One statement for the list order of both sides, my read mark, their unread count and the e-mail wait
    // (the UPDATE locks both rows, so parallel sends count correctly).
    const dueAt = new Date(inserted.createdAt.getTime() + UNREAD_EMAIL_DELAY_MS);
    const result = await tx.execute(sql`
      with moved as (update ${conversations} set last_message_id = ${inserted.id} where id = ${conversationId})
      update ${conversationMembers} set
        last_activity_at = ${inserted.createdAt.toISOString()}::timestamptz,
        last_read_message_id = case when user_id = ${me.id} then ${inserted.id} else last_read_message_id end,
        unread_count = case when user_id = ${me.id} then 0 else unread_count + 1 end,
        email_due_at = case when user_id = ${me.id} then email_due_at else coalesce(email_due_at, ${dueAt.toISOString()}::timestamptz) end,
        last_pushed_at = case when user_id <> ${me.id} and (last_pushed_at is null or last_pushed_at <= now() - make_interval(secs => ${PUSH_EVERY_MS / 1000})) then now() else last_pushed_at end
      where conversation_id = ${conversationId}
      returning user_id, email_due_at = ${dueAt.toISOString()}::timestamptz as newly_due, last_pushed_at is not null and last_pushed_at = now() as push_now`);
    const recipientRow = (result as unknown as { rows: { user_id: string; newly_due: boolean; push_now: boolean }[] }).rows.find((r) => r.user_id === recipient.id);
    // One e-mail job per wait: later messages before it runs ride along.
    if (recipientRow?.newly_due) await enqueueJob(tx, UNREAD_EMAIL_JOB, { conversationId, recipientId: recipient.id }, dueAt);
    // A push at once when the recipient chose it, at most one per conversation every few minutes; who wrote, never what.
    if (recipientRow?.push_now) pushed = (await queuePush(tx, recipient.id, 'messages', (locale) => messagePushText(locale, me, conversationId))) > 0;
    await notifyMembers(tx, { t: 'message', id: inserted.id, c: conversationId, u: [me.id, recipient.id] });
    return inserted;
  });
  if (!row) {
    // The same key arrived twice at once: answer with the one that was stored.
    const [stored] = await db.select().from(messages).where(and(eq(messages.senderId, me.id), eq(messages.clientId, clientId ?? '')));
    if (!stored) throw new AppError('CONFLICT', 'The message could not be stored; please send it again');
    return { created: false, message: presentMessage(stored), pushed };
  }
  return { created: true, message: presentMessage(row), pushed };
}

/** I have read up to a message: my unread count is what came after it. */
export async function markRead(db: Db, me: UserRow, conversationId: string, upTo: number) {
  const { membership } = await myMembership(db, me, conversationId);
  if (upTo > membership.lastReadMessageId) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update ${conversationMembers} cm set
          last_read_message_id = greatest(cm.last_read_message_id, ${upTo}),
          unread_count = (
            select count(*) from ${messages} m
            where m.conversation_id = cm.conversation_id and m.sender_id = cm.other_user_id
              and m.removed_at is null and m.id > greatest(cm.last_read_message_id, ${upTo})
          ),
          email_due_at = case when exists (
            select 1 from ${messages} m
            where m.conversation_id = cm.conversation_id and m.sender_id = cm.other_user_id
              and m.removed_at is null and m.id > greatest(cm.last_read_message_id, ${upTo})
          ) then cm.email_due_at else null end
        where cm.conversation_id = ${conversationId} and cm.user_id = ${me.id}`);
      await notifyMembers(tx, { t: 'read', c: conversationId, r: me.id, upTo, u: [me.id, membership.otherUserId] });
    });
  }
  return { unreadTotal: await unreadTotal(db, me.id) };
}

/** Messages after an event id in my conversations (a stream catching up after reconnecting). */
export async function messagesSince(db: Db, userId: string, afterId: number, limit = 500) {
  const rows = await db
    .select({ message: messages, other: memberColumns })
    .from(conversationMembers)
    .innerJoin(messages, and(eq(messages.conversationId, conversationMembers.conversationId), gt(messages.id, afterId)))
    .innerJoin(other, eq(other.id, conversationMembers.otherUserId))
    .where(and(eq(conversationMembers.userId, userId), notBlockedByMe(userId)))
    .orderBy(messages.id)
    .limit(limit);
  return rows.map((row) => ({ message: presentMessage(row.message), member: presentMessageMember(row.other as MemberColumns) }));
}
