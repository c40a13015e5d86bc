import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One conversation per pair of members: `memberA` is the smaller id, so the pair is unique
 * whichever of the two starts it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberA: uuid('member_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberB: uuid('member_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedById: uuid('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.memberA, t.memberB),
    index('conversations_started_by_idx').on(t.startedById, t.createdAt),
    check('conversations_pair_order', sql`${t.memberA} < ${t.memberB}`),
  ],
);

/** Each member's side of a conversation: what they have read, when it last moved, e-mail batching. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    /** Messages from the other member after lastReadMessageId (kept by every send, read and removal). */
    unreadCount: integer('unread_count').notNull().default(0),
    /** Last message in the conversation (or its start); orders the list. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** An unread-message e-mail is waiting to be considered at this time. */
    emailDueAt: timestamp('email_due_at', { withTimezone: true }),
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
    /** The last push notification about this conversation (issue 26): at most one every few minutes. */
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_list_idx').on(t.userId, t.lastActivityAt.desc(), t.conversationId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The sender's key for this message, so a retried send is stored once. */
    clientId: uuid('client_id'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** The language it is written in (issue 25): told from its words, else the writer's own language. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_thread_idx').on(t.conversationId, t.id), uniqueIndex('messages_client_id_idx').on(t.senderId, t.clientId)],
);

/** `blockerId` no longer hears from `blockedId` (and cannot write to them until unblocking). */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('member_blocks_blocked_idx').on(t.blockedId)],
);

export const MESSAGE_REPORT_STATUSES = ['open', 'dismissed', 'removed'] as const;

/** A member's report of a message they received, for the admins' queue. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status', { enum: MESSAGE_REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('message_reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('message_reports_once_idx').on(t.messageId, t.reporterId),
    check('message_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'removed')`),
  ],
);
