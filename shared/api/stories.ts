import { z } from 'zod';
import {
  STORY_AGE_MAX_MONTHS,
  STORY_ALT_MAX,
  STORY_FILTERS,
  STORY_NAMINGS,
  STORY_PAGE_SIZE,
  STORY_REASON_MAX,
  STORY_STAGES,
  STORY_STATUSES,
  STORY_TEXT_MAX,
  STORY_TEXT_MIN,
  STORY_TITLE_MAX,
  STORY_TITLE_MIN,
  STORY_TREATMENTS,
  storyPath,
} from '../stories';
import { errorBody, pageFields, pageQueryFields } from './common';
import { endpoint, type ShownOn } from './endpoint';

/** Success stories (issue 21): members tell them, administrators approve them, everyone reads them. */

export const storyStatus = z.enum(STORY_STATUSES);
export const storyNaming = z.enum(STORY_NAMINGS);
export const storyStage = z.enum(STORY_STAGES);
export const storyTreatment = z.enum(STORY_TREATMENTS);

/** A story as the list, the home page and its page show it: the author only as they chose to be named. */
export const storyCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Plain text, cut to a card's length. */
  excerpt: z.string(),
  photoUrl: z.string().nullable(),
  photoAlt: z.string().nullable(),
  /** "Maya Okafor", "Maya", or "A member of our community": never the account behind an anonymous story. */
  authorName: z.string(),
  ageAtStartMonths: z.number().int().nullable(),
  treatment: storyTreatment,
  stage: storyStage,
  isAdultStory: z.boolean(),
  featured: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type StoryCard = z.infer<typeof storyCard>;

/** One story's page: published to everyone; its author and administrators also see it before and after. */
export const storyDetail = storyCard.extend({
  /** Sanitised HTML, made from the member's text as forum posts are. */
  contentHtml: z.string(),
  status: storyStatus,
  /** The viewer wrote it (they may edit it). */
  mine: z.boolean(),
  /** Why it was declined or unpublished: its author and administrators only. */
  reviewNote: z.string().nullable(),
});
export type StoryDetail = z.infer<typeof storyDetail>;

export const storyListQuery = z
  .object({
    stage: z.enum(STORY_FILTERS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  })
  .strict();
export type StoryListQuery = z.input<typeof storyListQuery>;
export const storyPage = z.object({ items: z.array(storyCard), ...pageFields });
export type StoryPage = z.infer<typeof storyPage>;

/** The home page's story: the featured one, else the newest published, else none. */
export const homeStory = z.object({ story: storyCard.nullable() });
export type HomeStory = z.infer<typeof homeStory>;

/** The author's own story, as they wrote it (for "My stories" and the edit form). */
export const ownStory = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  photoUrl: z.string().nullable(),
  photoAlt: z.string().nullable(),
  ageAtStartMonths: z.number().int().nullable(),
  treatment: storyTreatment,
  stage: storyStage,
  isAdultStory: z.boolean(),
  naming: storyNaming,
  status: storyStatus,
  reviewNote: z.string().nullable(),
  featured: z.boolean(),
  submittedAt: z.string(),
  publishedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type OwnStory = z.infer<typeof ownStory>;
export const ownStories = z.object({ stories: z.array(ownStory) });

/** A photo the member uploaded (re-encoded, no location data), to send with the story. */
export const STORY_PHOTO_URL = /^\/uploads\/stories\/[0-9a-f]{32}\.webp$/;
export const storyPhoto = z.object({ photoUrl: z.string() });

type StoryRuleFacts = Partial<{ consent: unknown; guardianConsent: unknown; isAdultStory: unknown; ageAtStartMonths: unknown; photoUrl: unknown; photoAlt: unknown }>;

/**
 * The rules across fields (the consents, the age about a child, a photo's description). The form asks
 * them too, so every message shows at once, before the fields' own are met.
 */
export function storyRuleIssues(input: StoryRuleFacts): { path: [string]; message: string }[] {
  const issues: { path: [string]; message: string }[] = [];
  if (input.consent !== true) issues.push({ path: ['consent'], message: 'Please agree that this story may be published on the site' });
  if (input.isAdultStory !== true && input.guardianConsent !== true) issues.push({ path: ['guardianConsent'], message: 'Please confirm that you are this child’s parent or guardian' });
  if (input.isAdultStory !== true && (input.ageAtStartMonths === null || input.ageAtStartMonths === undefined))
    issues.push({ path: ['ageAtStartMonths'], message: 'Please say how old your child was when treatment started' });
  if (input.photoUrl && !(typeof input.photoAlt === 'string' && input.photoAlt.trim()))
    issues.push({ path: ['photoAlt'], message: 'Please describe the photo for readers who cannot see it' });
  return issues;
}

/**
 * A story as its author sends it, new or changed (a change is reviewed again). The consent to
 * publish is required; about a child, so is the parent's or guardian's, and the child's age at the
 * start. A photo needs its description (alt text) for readers who do not see it.
 */
export const storyInput = z
  .object({
    title: z
      .string()
      .trim()
      .min(STORY_TITLE_MIN, 'Please give your story a title')
      .max(STORY_TITLE_MAX, `Please keep the title under ${STORY_TITLE_MAX} characters`),
    content: z
      .string()
      .trim()
      .min(STORY_TEXT_MIN, `Please write at least ${STORY_TEXT_MIN} characters`)
      .max(STORY_TEXT_MAX, `Please keep your story under ${STORY_TEXT_MAX.toLocaleString('en-US')} characters`),
    photoUrl: z.string().regex(STORY_PHOTO_URL, 'Please upload the photo again').nullish(),
    photoAlt: z.string().trim().max(STORY_ALT_MAX, `Please keep the description under ${STORY_ALT_MAX} characters`).nullish(),
    ageAtStartMonths: z
      .number({ message: 'Please give the age in whole months or years' })
      .int('Please give the age in whole months or years')
      .min(0, 'The age cannot be negative')
      .max(STORY_AGE_MAX_MONTHS, 'Please give an age up to 18 years')
      .nullish(),
    treatment: storyTreatment,
    stage: storyStage,
    isAdultStory: z.boolean(),
    naming: storyNaming,
    consent: z.boolean(),
    guardianConsent: z.boolean().optional().default(false),
  })
  .strict()
  .superRefine((input, ctx) => {
    for (const issue of storyRuleIssues(input)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type StoryInput = z.input<typeof storyInput>;
export type StoryFields = z.output<typeof storyInput>;

/* ---------- Administration ---------- */

export const adminStory = ownStory.extend({
  contentHtml: z.string(),
  /** Who wrote it (administrators see the account behind every story, anonymous ones too). */
  author: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  /** As the public sees the author. */
  authorName: z.string(),
  guardianConsent: z.boolean(),
  consentAt: z.string(),
  reviewedBy: z.string().nullable(),
});
export type AdminStory = z.infer<typeof adminStory>;

export const adminStoriesQuery = z
  .object({
    status: z.enum(['all', ...STORY_STATUSES]).optional().default('pending'),
    ...pageQueryFields,
  })
  .strict();
export type AdminStoriesQuery = z.input<typeof adminStoriesQuery>;
export const adminStoriesPage = z.object({ items: z.array(adminStory), ...pageFields, pending: z.number().int() });
export type AdminStoriesPage = z.infer<typeof adminStoriesPage>;

const reason = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(STORY_REASON_MAX, `Please keep the reason under ${STORY_REASON_MAX.toLocaleString('en-US')} characters`);
export const declineStoryBody = z.object({ reason: reason('Please say why the story is not approved, so its author can change it') }).strict();
export const unpublishStoryBody = z.object({ reason: reason('Please say why the story is unpublished, so its author knows') }).strict();
export const featureStoryBody = z.object({ featured: z.boolean() }).strict();

/* ---------- Endpoints ---------- */

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const slugParams = z.object({ slug: z.string().min(1).max(200) });

const publicErrors = { 400: errorBody, 401: errorBody, 404: errorBody };
const memberErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Where the admin reviews one story. */
export const adminStoryPath = (id: number) => `/admin/stories?story=${id}`;
export const MY_STORIES_PATH = '/community/success-stories/mine';

/** A story's words: its author sees them on its page and in their list; administrators in the queue and on the page. */
const storyShown: ShownOn[] = [
  { viewer: 'writer', page: ({ result }) => storyPath(result.slug), fields: ['title', 'content'] },
  { viewer: 'writer', page: () => MY_STORIES_PATH, fields: ['title'] },
  { viewer: 'admin', page: ({ result }) => adminStoryPath(result.id), fields: ['title', 'content', 'photoAlt'] },
  { viewer: 'admin', page: ({ result }) => storyPath(result.slug), fields: ['title', 'content'] },
];
/** A reason: the administrator sees it with the story, its author in their list. */
const reasonShown: ShownOn[] = [
  { viewer: 'writer', page: ({ params }) => adminStoryPath(Number(params.id)) },
  { viewer: 'member', page: () => MY_STORIES_PATH },
];

export const storyEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/stories', access: 'public', query: storyListQuery, responses: { 200: storyPage, 400: errorBody } }),
  /** The home page's story. */
  home: endpoint({ method: 'GET', path: '/api/stories/home', access: 'public', responses: { 200: homeStory } }),
  mine: endpoint({ method: 'GET', path: '/api/stories/mine', access: 'member', responses: { 200: ownStories, 401: errorBody } }),
  /** Published, or (pending, declined...) to its author and administrators: 404 to anyone else. */
  detail: endpoint({ method: 'GET', path: '/api/stories/:slug', access: 'public', params: slugParams, responses: { 200: storyDetail, ...publicErrors } }),
  /** Multipart: one JPEG, PNG or WebP photo up to 8 MB, re-encoded without its metadata (location included). */
  uploadPhoto: endpoint({ method: 'POST', path: '/api/stories/photos', access: 'member', consumes: 'multipart', responses: { 201: storyPhoto, ...memberErrors, 413: errorBody } }),
  create: endpoint({
    method: 'POST',
    path: '/api/stories',
    access: 'member',
    idempotent: true,
    shownOn: storyShown,
    body: storyInput,
    responses: { 201: ownStory, ...memberErrors },
  }),
  /** Edit and resubmit: the story is pending review again. */
  update: endpoint({
    method: 'PUT',
    path: '/api/stories/:id',
    access: 'member',
    shownOn: storyShown,
    params: idParams,
    body: storyInput,
    responses: { 200: ownStory, ...memberErrors },
  }),
  /** Takes a story (published or waiting) off the site; its author may resubmit it later. */
  withdraw: endpoint({ method: 'POST', path: '/api/stories/:id/withdraw', access: 'member', params: idParams, responses: { 200: ownStory, ...memberErrors } }),
};

export const storyAdminEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/stories', access: 'admin', query: adminStoriesQuery, responses: { 200: adminStoriesPage, ...adminErrors } }),
  get: endpoint({ method: 'GET', path: '/api/admin/stories/:id', access: 'admin', params: idParams, responses: { 200: adminStory, ...adminErrors } }),
  approve: endpoint({ method: 'POST', path: '/api/admin/stories/:id/approve', access: 'admin', params: idParams, responses: { 200: adminStory, ...adminErrors } }),
  decline: endpoint({
    method: 'POST',
    path: '/api/admin/stories/:id/decline',
    access: 'admin',
    shownOn: reasonShown,
    params: idParams,
    body: declineStoryBody,
    responses: { 200: adminStory, ...adminErrors },
  }),
  /** One featured story at a time: featuring one unfeatures the one before. */
  feature: endpoint({
    method: 'PUT',
    path: '/api/admin/stories/:id/featured',
    access: 'admin',
    params: idParams,
    body: featureStoryBody,
    responses: { 200: adminStory, ...adminErrors },
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/api/admin/stories/:id/unpublish',
    access: 'admin',
    shownOn: reasonShown,
    params: idParams,
    body: unpublishStoryBody,
    responses: { 200: adminStory, ...adminErrors },
  }),
};

export { STORY_PAGE_SIZE };
