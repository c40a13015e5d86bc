/**
 * Success stories' plain facts (issue 21), free of zod so screens (the home page among them) can
 * import them cheaply.
 */

export const STORY_STATUSES = ['pending', 'published', 'declined', 'withdrawn', 'unpublished'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const STORY_NAMINGS = ['full-name', 'first-name', 'anonymous'] as const;
export type StoryNaming = (typeof STORY_NAMINGS)[number];

/** The profile's treatment stages (shared/api/user.ts profileTreatmentStages), which a story is about. */
export const STORY_STAGES = ['casting', 'bracing', 'post-treatment', 'adult-maintenance', 'recurrence'] as const;
export type StoryStage = (typeof STORY_STAGES)[number];
/** The list's filter: a stage, or adults' own stories. */
export const STORY_FILTERS = [...STORY_STAGES, 'adult'] as const;
export type StoryFilter = (typeof STORY_FILTERS)[number];

export const STORY_TREATMENTS = ['ponseti', 'surgical', 'combination', 'other'] as const;
export type StoryTreatment = (typeof STORY_TREATMENTS)[number];

/** The profile's words for the stages, and "Adults' stories" for the filter. */
export const STORY_FILTER_LABELS: Record<StoryFilter, string> = {
  casting: 'Casting',
  bracing: 'Bracing',
  'post-treatment': 'Post-treatment',
  'adult-maintenance': 'Adult maintenance',
  recurrence: 'Recurrence',
  adult: 'Adults’ stories',
};

export const STORY_TREATMENT_LABELS: Record<StoryTreatment, string> = {
  ponseti: 'Ponseti method',
  surgical: 'Surgical',
  combination: 'Combination',
  other: 'Other',
};

/** What the author chose, as the form offers it. */
export const STORY_NAMING_LABELS: Record<StoryNaming, string> = {
  'full-name': 'My full name',
  'first-name': 'My first name only',
  anonymous: 'Anonymously ("A member of our community")',
};

/** How an anonymous story, or one whose author left, names its author. */
export const ANONYMOUS_AUTHOR = 'A member of our community';

/** What the author sees of each status. */
export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  pending: 'Pending review',
  published: 'Published',
  declined: 'Not approved',
  withdrawn: 'Withdrawn',
  unpublished: 'Unpublished by the moderators',
};

export const STORY_PAGE_SIZE = 12;
export const STORY_TITLE_MIN = 5;
export const STORY_TITLE_MAX = 120;
export const STORY_TEXT_MIN = 200;
export const STORY_TEXT_MAX = 12_000;
export const STORY_ALT_MAX = 200;
export const STORY_REASON_MAX = 1_000;
/** The oldest age at the start a story may give: 18 years. */
export const STORY_AGE_MAX_MONTHS = 216;
/** Largest photo a member may upload. */
export const STORY_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** How many characters of the text a card shows. */
export const STORY_EXCERPT_LENGTH = 220;

/** "3 weeks" is not kept: months and years read well at a glance ("under a month", "4 months", "2 years", "1 year and 6 months"). */
export function ageAtStartText(months: number | null | undefined) {
  if (months === null || months === undefined) return null;
  if (months < 1) return 'under a month';
  if (months < 24) return `${months} ${months === 1 ? 'month' : 'months'}`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearText = `${years} ${years === 1 ? 'year' : 'years'}`;
  return rest ? `${yearText} and ${rest} ${rest === 1 ? 'month' : 'months'}` : yearText;
}

/** The story page's path. */
export const storyPath = (slug: string) => `/community/success-stories/${encodeURIComponent(slug)}`;
