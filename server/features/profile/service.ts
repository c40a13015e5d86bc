import { and, eq, ne } from 'drizzle-orm';
import type { ClubfootProfileBody, LanguageBody, NotificationsBody, PrivacyBody } from '../../../shared/api/profile';
import { channelsOf, channelWith, includesEmail, includesPush } from '../../../shared/notification-channels';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

type PersonalChanges = {
  firstName?: string | null;
  lastName?: string | null;
  bio?: string | null;
  location?: string | null;
  birthYear?: number | null;
  email?: string;
};

async function save(db: Db, userId: string, changes: Partial<typeof users.$inferInsert>) {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Account not found');
  return updated;
}

/** Only the fields sent change; a new e-mail address must be free and is no longer verified. */
export async function updatePersonal(db: Db, user: UserRow, input: PersonalChanges) {
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const key of ['firstName', 'lastName', 'bio', 'location', 'birthYear'] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  if (input.email !== undefined) {
    const email = input.email.trim().toLowerCase();
    if (email !== user.email) {
      const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, user.id)));
      if (taken) throw new AppError('CONFLICT', 'Another account already uses this email address');
      changes.email = email;
      changes.emailVerifiedAt = null;
    }
  }
  return save(db, user.id, changes);
}

export async function updateClubfoot(db: Db, user: UserRow, input: ClubfootProfileBody) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return save(db, user.id, changes);
}

/**
 * The spec's switches and (issue 26) each kind's channel, kept in step: sent channels set the forum
 * replies and event reminders switches (a switch is its kind's e-mail part); switches sent alone, as
 * the spec has them, set those kinds' e-mail parts and keep every push part.
 */
export function updateNotifications(db: Db, user: UserRow, input: NotificationsBody) {
  const { channels: sent, ...switches } = input.notificationPreferences;
  if (sent) {
    const derived = { forumReplies: includesEmail(sent.forumReplies), eventReminders: includesEmail(sent.eventReminders) };
    return save(db, user.id, { notificationPreferences: { ...switches, ...derived, channels: sent } });
  }
  const kept = channelsOf(user.notificationPreferences);
  const channels = {
    ...kept,
    forumReplies: channelWith(switches.forumReplies, includesPush(kept.forumReplies)),
    eventReminders: channelWith(switches.eventReminders, includesPush(kept.eventReminders)),
  };
  return save(db, user.id, { notificationPreferences: { ...switches, channels } });
}

export function updateLanguage(db: Db, user: UserRow, input: LanguageBody) {
  return save(db, user.id, { language: input.language });
}

export function updatePrivacy(db: Db, user: UserRow, input: PrivacyBody) {
  // A form that does not send the Supporter badge's switch (issue 29) leaves it as it was.
  const showSupporterBadge = input.privacySettings.showSupporterBadge ?? user.privacySettings.showSupporterBadge;
  return save(db, user.id, { privacySettings: { ...input.privacySettings, ...(showSupporterBadge !== undefined ? { showSupporterBadge } : {}) } });
}
