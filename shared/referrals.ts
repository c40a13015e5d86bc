/** Find a doctor (spec sections 2, 3, 5, 8 and 9), free of zod for the page's chunk. */
export const affectedFeet = ['left', 'right', 'bilateral', 'unsure'] as const;
export type AffectedFoot = (typeof affectedFeet)[number];
export const affectedFootLabels: Record<AffectedFoot, string> = { left: 'Left', right: 'Right', bilateral: 'Both (bilateral)', unsure: 'Not sure' };

export const referralTreatmentStages = ['diagnosis', 'casting', 'bracing', 'post-treatment', 'relapse', 'adult', 'other'] as const;
export type ReferralTreatmentStage = (typeof referralTreatmentStages)[number];
export const referralTreatmentStageLabels: Record<ReferralTreatmentStage, string> = {
  diagnosis: 'Recently diagnosed',
  casting: 'Casting',
  bracing: 'Bracing',
  'post-treatment': 'Finished treatment',
  relapse: 'Relapse',
  adult: 'Adult with clubfoot',
  other: 'Other',
};

export const urgencies = ['urgent', 'high', 'medium', 'low'] as const;
export type Urgency = (typeof urgencies)[number];
export const urgencyLabels: Record<Urgency, string> = {
  urgent: 'Urgent (within days)',
  high: 'High (1-2 weeks)',
  medium: 'Medium (within a month)',
  low: 'Low (just exploring)',
};
export const DEFAULT_URGENCY: Urgency = 'medium';

/** The promise on the page: a reply within 48 hours, up to three specialists. */
export const REFERRAL_RESPONSE_HOURS = 48;
export const MAX_SPECIALISTS_PER_REFERRAL = 3;
/** A matched request closes by itself 30 days after the family got their specialists. */
export const REFERRAL_CLOSE_AFTER_DAYS = 30;
/** Closed requests hold health details about children: deleted 12 months after closing. */
export const REFERRAL_RETENTION_DAYS = 365;

export const referralStatuses = ['new', 'matched', 'closed'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** Languages a family may prefer and specialists may speak. */
export const LANGUAGES = [
  'English', 'Spanish', 'French', 'Portuguese', 'Arabic', 'Hindi', 'Bengali', 'Urdu', 'Swahili', 'Amharic', 'Hausa', 'Yoruba', 'Mandarin',
  'Cantonese', 'German', 'Italian', 'Dutch', 'Polish', 'Romanian', 'Russian', 'Ukrainian', 'Turkish', 'Persian', 'Indonesian', 'Vietnamese',
  'Tagalog', 'Thai', 'Nepali', 'Tamil', 'Japanese', 'Korean',
] as const;

export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;
export const REFERRAL_INFO_MAX = 3000;

/**
 * The short reference a family or a sender can quote to the team: the first eight hex digits of
 * the stored id, in two groups (DR-1A2B-3C4D for a doctor request, MSG-... for a message to the
 * team). Made from the id, so it needs no column of its own; the team finds the request by it.
 */
export function requestReference(kind: 'referral' | 'contact', id: string): string {
  const digits = id.replace(/[^0-9a-f]/gi, '').slice(0, 8).toUpperCase();
  return `${REFERENCE_PREFIX[kind]}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

const REFERENCE_PREFIX = { referral: 'DR', contact: 'MSG' } as const;

/** How the team is told what a reference looks like when one they type is not one. */
export const referenceHint = (kind: 'referral' | 'contact') => `A reference looks like ${REFERENCE_PREFIX[kind]}-1A2B-3C4D.`;

/**
 * A reference as someone reads it out or types it ('DR-1A2B-3C4D', 'dr 1a2b 3c4d', '1A2B3C4D'): its
 * eight hex digits in lower case, the start of the stored id; null when it is not one of this kind.
 */
export function referenceDigits(kind: 'referral' | 'contact', text: string): string | null {
  const match = /^\s*(?:([a-z]+)[\s-]*)?([0-9a-f]{4})[\s-]*([0-9a-f]{4})\s*$/i.exec(text);
  if (!match || (match[1] !== undefined && match[1].toUpperCase() !== REFERENCE_PREFIX[kind])) return null;
  return `${match[2]}${match[3]}`.toLowerCase();
}
