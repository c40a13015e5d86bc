import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HouseMessageKind, HouseMessageText, SocialNetwork } from '../../../shared/settings';
import { users } from './accounts';

/**
 * The site's settings (issue 18): one row, made by the migration. `version` goes up with every change
 * to it or to the team, in the same transaction, so each instance knows when its kept copy (the
 * public answer, the prerendered pages) is out of date. Empty text means "not set".
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    organisationName: text('organisation_name').notNull().default('Clubfoot Community'),
    charityNumber: text('charity_number').notNull().default(''),
    /** ISO 3166-1 alpha-2, or null. */
    charityCountry: text('charity_country'),
    address: text('address').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    officeHours: text('office_hours').notNull().default(''),
    socialLinks: jsonb('social_links').$type<Partial<Record<SocialNetwork, string>>>().notNull().default({}),
    /** An administrator's wording of a house message; a kind not here shows its default (shared/settings.ts). */
    houseMessages: jsonb('house_messages').$type<Partial<Record<HouseMessageKind, HouseMessageText>>>().notNull().default({}),
    /** The sections still holding the demo seed's fictional values ('organisation', 'contact'). */
    demoSections: text('demo_sections').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

/** The About page's team, in `position` order. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    bio: text('bio').notNull().default(''),
    photoUrl: text('photo_url'),
    position: integer('position').notNull(),
    /** A fictional profile from the demo seed, until an administrator changes it. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_members_position_idx').on(t.position)],
);
