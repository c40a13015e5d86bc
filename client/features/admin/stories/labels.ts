import type { StoryFilter, StoryNaming, StoryStatus, StoryTreatment } from '@shared/stories';
import type { Translate } from '@client/lib/i18n';
import type { storiesAdminMessages } from './messages';

/* What the stories' moderation calls things (shared/stories.ts's English labels, as keys of the catalogue). */

type Key = keyof (typeof storiesAdminMessages)['en'];

export const STATUS = {
  pending: 'status.pending',
  published: 'status.published',
  declined: 'status.declined',
  withdrawn: 'status.withdrawn',
  unpublished: 'status.unpublished',
} as const satisfies Record<StoryStatus, Key>;

/** How the author chose to be named, as the moderator reads it: 'my first name only'. */
export const NAMING = { 'full-name': 'naming.full-name', 'first-name': 'naming.first-name', anonymous: 'naming.anonymous' } as const satisfies Record<StoryNaming, Key>;

export const STAGE = {
  casting: 'stage.casting',
  bracing: 'stage.bracing',
  'post-treatment': 'stage.post-treatment',
  'adult-maintenance': 'stage.adult-maintenance',
  recurrence: 'stage.recurrence',
  adult: 'stage.adult',
} as const satisfies Record<StoryFilter, Key>;

export const TREATMENT = { ponseti: 'treatment.ponseti', surgical: 'treatment.surgical', combination: 'treatment.combination', other: 'treatment.other' } as const satisfies Record<StoryTreatment, Key>;

/** shared/stories.ts ageAtStartText in the page's language: 'under a month', '5 months', '2 years and 3 months'. */
export function ageAtStart(months: number | null | undefined, t: Translate<(typeof storiesAdminMessages)['en']>) {
  if (months === null || months === undefined) return null;
  if (months < 1) return t('age.underMonth');
  if (months < 24) return t('age.months', { count: months });
  const years = t('age.years', { count: Math.floor(months / 12) });
  const rest = months % 12;
  return rest ? t('age.yearsMonths', { years, months: t('age.months', { count: rest }) }) : years;
}
