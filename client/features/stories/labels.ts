import type { StoryFilter, StoryNaming, StoryStatus } from '@shared/stories';
import type { storiesMessages } from './messages';

/*
 * The words for shared/stories.ts's choices, as keys of the stories' messages (a stage's and a
 * treatment's own words are the common ones every story card shows: STORY_FILTER_KEYS, STORY_TREATMENT_KEYS).
 */

type Label = keyof (typeof storiesMessages)['en'];

/** The filter's value as the summary's `{stage, select, ...}` names it. */
export const STAGE_SELECT = {
  casting: 'casting',
  bracing: 'bracing',
  'post-treatment': 'postTreatment',
  'adult-maintenance': 'adultMaintenance',
  recurrence: 'recurrence',
  adult: 'adult',
} as const satisfies Record<StoryFilter, string>;

export const NAMING_LABELS = {
  'full-name': 'naming.fullName',
  'first-name': 'naming.firstName',
  anonymous: 'naming.anonymous',
} as const satisfies Record<StoryNaming, Label>;

export const STATUS_LABELS = {
  pending: 'status.pending',
  published: 'status.published',
  declined: 'status.declined',
  withdrawn: 'status.withdrawn',
  unpublished: 'status.unpublished',
} as const satisfies Record<StoryStatus, Label>;
