import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A member's shoe sizes for Clubfoot Buddy matching (US sizes, half steps). */
export const shoeProfiles = pgTable(
  'shoe_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    leftFootSize: numeric('left_foot_size', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    rightFootSize: numeric('right_foot_size', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    preferredBrands: text('preferred_brands'),
    shoeTypes: text('shoe_types'),
    notes: text('notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shoe_profiles_left_range', sql`${t.leftFootSize} between 0 and 20`),
    check('shoe_profiles_right_range', sql`${t.rightFootSize} between 0 and 20`),
  ],
);
