import type { CurrentUser } from '@shared/api/user';
import { type AffectedFoot, DEFAULT_URGENCY, type ReferralTreatmentStage, type Urgency } from '@shared/referrals';
import type { ReferralRequest } from './api';

/** The request form's fields as typed (the selects hold '' until chosen). */
export type ReferralValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  age: string;
  affectedFoot: string;
  treatmentStage: string;
  additionalInfo: string;
  urgency: Urgency;
  preferredLanguage: string;
  agree: boolean;
};

/** An empty form with the default urgency and no consent; a member's name and e-mail are filled in for them. */
export function blankReferralValues(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'> | null): ReferralValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: '',
    country: '',
    city: '',
    age: '',
    affectedFoot: '',
    treatmentStage: '',
    additionalInfo: '',
    urgency: DEFAULT_URGENCY,
    preferredLanguage: '',
    agree: false,
  };
}

/** What POST /api/referrals is sent once the browser has checked the required fields and the consent is given. */
export function toReferralRequest(values: ReferralValues): ReferralRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    country: values.country,
    city: values.city.trim(),
    age: Number(values.age),
    affectedFoot: values.affectedFoot as AffectedFoot,
    treatmentStage: values.treatmentStage as ReferralTreatmentStage,
    additionalInfo: values.additionalInfo.trim(),
    urgency: values.urgency,
    preferredLanguage: (values.preferredLanguage || null) as ReferralRequest['preferredLanguage'],
    agree: true,
  };
}
