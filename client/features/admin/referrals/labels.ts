import type { AdminReferral } from '@shared/api/referrals';
import { countryName } from '@shared/countries';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import type { AffectedFoot, ReferralTreatmentStage } from '@shared/referrals';
import type { referralsAdminMessages } from './messages';

/* What the doctor requests' screens call things (shared/referrals.ts's English labels, as keys of the catalogue). */

type Key = keyof (typeof referralsAdminMessages)['en'];

export const FOOT = { left: 'foot.left', right: 'foot.right', bilateral: 'foot.bilateral', unsure: 'foot.unsure' } as const satisfies Record<AffectedFoot, Key>;

export const STAGE = {
  diagnosis: 'stage.diagnosis',
  casting: 'stage.casting',
  bracing: 'stage.bracing',
  'post-treatment': 'stage.post-treatment',
  relapse: 'stage.relapse',
  adult: 'stage.adult',
  other: 'stage.other',
} as const satisfies Record<ReferralTreatmentStage, Key>;

export const CLOSED_REASONS = { chosen: 'closed.chosen', expired: 'closed.expired', admin: 'closed.admin' } as const satisfies Record<NonNullable<AdminReferral['closedReason']>, Key>;

/** A country's name in the page's language (English keeps shared/countries.ts's own). */
export const countryIn = (code: string, locale: Locale) => (locale === DEFAULT_LOCALE ? countryName(code) : countryName(code, INTL_LOCALE[locale]));
