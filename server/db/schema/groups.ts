import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const GROUP_VISIBILITIES = ['open', 'private', 'hidden'] as const;
export const GROUP_ROLES = ['member', 'moderator'] as const;
export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const;

/**
 * A support group (issue 21). Its discussions are forum topics in a forum category of its own
 * (`forum_categories.group_id`), kept out of the forum's lists. Open: anyone joins and anyone reads;
 * private: listed, joined on request, read by members only; hidden: seen by its members only,
 * who are added by a moderator or an administrator.
 */
export const supportGroups = pgTable(
  'support_groups',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    visibility: text('visibility', { enum: GROUP_VISIBILITIES }).notNull().default('open'),
    /** Who it is for, shown as a label: "Parents", "Adults", a region or a language. */
    audienceLabel: text('audience_label'),
    language: text('language').notNull().default('en'),
    position: integer('position').notNull().default(0),
    /** Kept by the membership use cases, so the list counts nothing. */
    memberCount: integer('member_count').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_groups_slug_unique').on(t.slug),
    index('support_groups_position_idx').on(t.position, t.id),
    check('support_groups_visibility_check', sql`${t.visibility} in ('open', 'private', 'hidden')`),
    check('support_groups_member_count_positive', sql`${t.memberCount} >= 0`),
  ],
);

/** A member of a group, or one of its moderators. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => supportGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: GROUP_ROLES }).notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId),
    index('group_members_group_joined_idx').on(t.groupId, t.joinedAt),
    check('group_members_role_check', sql`${t.role} in ('member', 'moderator')`),
  ],
);

/** A request to join a private group, decided by one of its moderators (or an administrator). */
export const groupJoinRequests = pgTable(
  'group_join_requests',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => supportGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: JOIN_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open request per member and group; decided ones stay as history.
    uniqueIndex('group_join_requests_one_pending').on(t.groupId, t.userId).where(sql`${t.status} = 'pending'`),
    index('group_join_requests_group_status_idx').on(t.groupId, t.status, t.createdAt),
    check('group_join_requests_status_check', sql`${t.status} in ('pending', 'approved', 'declined', 'withdrawn')`),
  ],
);
