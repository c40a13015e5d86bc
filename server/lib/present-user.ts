import { DEFAULT_LOCALE, isLocale } from '../../shared/i18n/locales';
import type { ForumAuthor } from '../../shared/api/forum';
import type { PublicMember } from '../../shared/api/members';
import type { CurrentUser } from '../../shared/api/user';
import { channelsOf } from '../../shared/notification-channels';
import { users } from '../db/schema';
import type { UserRow } from './sessions';

/**
 * The account fields a member is shown by (presentMember, presentForumAuthor): a query that only shows
 * members selects these, not the password hash and preferences.
 */
export const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  bio: users.bio,
  location: users.location,
  birthYear: users.birthYear,
  isParent: users.isParent,
  isAdult: users.isAdult,
  isMedicalProfessional: users.isMedicalProfessional,
  clubfootSide: users.clubfootSide,
  treatmentStage: users.treatmentStage,
  treatmentType: users.treatmentType,
  diagnosisDate: users.diagnosisDate,
  privacySettings: users.privacySettings,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  supporterUntil: users.supporterUntil,
};
export type MemberFields = Pick<UserRow, keyof typeof memberColumns>;

/** The signed-in member's own view of their account: every User field of spec section 3, plus id. */
export function presentCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    bio: user.bio,
    location: user.location,
    birthYear: user.birthYear,
    isParent: user.isParent,
    isAdult: user.isAdult,
    isMedicalProfessional: user.isMedicalProfessional,
    clubfootSide: user.clubfootSide as CurrentUser['clubfootSide'],
    treatmentStage: user.treatmentStage as CurrentUser['treatmentStage'],
    diagnosisDate: user.diagnosisDate,
    treatmentType: user.treatmentType as CurrentUser['treatmentType'],
    preferredContactMethod: user.preferredContactMethod as CurrentUser['preferredContactMethod'],
    notificationPreferences: presentNotificationPreferences(user.notificationPreferences),
    privacySettings: user.privacySettings,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    language: isLocale(user.language) ? user.language : DEFAULT_LOCALE,
  };
}

/** The spec's four switches and every kind's channel (e-mail for an account saved before channels). */
function presentNotificationPreferences(prefs: UserRow['notificationPreferences']): CurrentUser['notificationPreferences'] {
  const { emailNotifications, forumReplies, resourceUpdates, eventReminders } = prefs;
  return { emailNotifications, forumReplies, resourceUpdates, eventReminders, channels: channelsOf(prefs) };
}

/**
 * The one way a member is shown to anyone else. Privacy settings are applied here, so no route
 * can leak a hidden e-mail address by forgetting; a deleted member is shown as 'Deleted member'.
 */
export function presentMember(user: MemberFields, viewer: Pick<UserRow, 'id' | 'role'> | null): PublicMember {
  const self = viewer?.id === user.id;
  const privacy = user.privacySettings;
  if (user.deletedAt) {
    return {
      id: user.id, firstName: 'Deleted', lastName: 'member', profileImageUrl: null, role: 'member', bio: null,
      isParent: null, isAdult: null, isMedicalProfessional: null, birthYear: null, email: null, location: null,
      clubfootSide: null, treatmentStage: null, treatmentType: null, diagnosisDate: null,
      createdAt: user.createdAt.toISOString(), deleted: true,
    };
  }
  const treatment = self || privacy.showTreatmentDetails;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    bio: user.bio,
    isParent: user.isParent,
    isAdult: user.isAdult,
    isMedicalProfessional: user.isMedicalProfessional,
    birthYear: user.birthYear,
    email: self || privacy.showEmail ? user.email : null,
    location: self || privacy.showLocation ? user.location : null,
    clubfootSide: treatment ? (user.clubfootSide as PublicMember['clubfootSide']) : null,
    treatmentStage: treatment ? (user.treatmentStage as PublicMember['treatmentStage']) : null,
    treatmentType: treatment ? (user.treatmentType as PublicMember['treatmentType']) : null,
    diagnosisDate: treatment ? user.diagnosisDate : null,
    createdAt: user.createdAt.toISOString(),
    deleted: false,
    supporter: showsSupporterBadge(user),
  };
}

/** The Supporter badge (issue 29): only when the member opted in, and only while their supporting membership lasts. */
function showsSupporterBadge(user: Pick<MemberFields, 'privacySettings' | 'supporterUntil'>, now = new Date()) {
  // A row read as JSON (or by a query without the column) may carry a string or nothing here.
  const until = user.supporterUntil ? new Date(user.supporterUntil).getTime() : 0;
  return user.privacySettings.showSupporterBadge === true && until > now.getTime();
}

/**
 * A member as the forum shows them beside what they wrote: as the public sees them (the member
 * presenter's privacy for a visitor, also on their own posts, so every reader gets the same answer),
 * without contact details, and the birth year only for adults (the age badge).
 */
export function presentForumAuthor(user: MemberFields): ForumAuthor {
  const member = presentMember(user, null);
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    profileImageUrl: member.profileImageUrl,
    role: member.role,
    isParent: member.isParent,
    isAdult: member.isAdult,
    isMedicalProfessional: member.isMedicalProfessional,
    clubfootSide: member.clubfootSide,
    treatmentStage: member.treatmentStage,
    birthYear: member.isAdult ? member.birthYear : null,
    createdAt: member.createdAt,
    deleted: member.deleted,
    supporter: member.supporter ?? false,
  };
}
