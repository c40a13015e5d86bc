import type { CurrentUser } from '../../shared/api/user';
import type { UserRow } from './sessions';

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
    notificationPreferences: user.notificationPreferences,
    privacySettings: user.privacySettings,
  };
}
