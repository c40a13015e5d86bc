import type { DonationType } from '@shared/donations';
import type { adminMessages } from '../messages';

/** Each kind of gift (shared/donations.ts's GIFT_TYPE_LABELS) in the admin catalogue. */
export const GIFT_TYPE_KEYS = {
  'one-time': 'donations.type.oneTime',
  monthly: 'donations.type.monthly',
} as const satisfies Record<DonationType, keyof (typeof adminMessages)['en']>;
