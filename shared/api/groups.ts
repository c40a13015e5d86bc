import { z } from 'zod';
import { errorBody, okBody } from './common';
import { endpoint, type ShownOn } from './endpoint';
import { FORUM_TITLE_MAX, FORUM_TOPIC_MAX, forumAuthor, forumTopic, id } from './forum';
import { GROUP_VISIBILITIES } from '../policies/groups';
import { GROUP_DESCRIPTION_MAX, GROUP_LABEL_MAX, GROUP_LANGUAGE_NAMES, GROUP_LANGUAGES, GROUP_NAME_MAX, JOIN_MESSAGE_MAX } from '../groups';

/**
 * Support groups (issue 21): groups members join, each with its own discussions built on the forum
 * (its topics live in a forum category of its own, out of the forum's lists). Rules in
 * shared/policies/groups.ts.
 */
export { GROUP_VISIBILITIES };
export { GROUP_DESCRIPTION_MAX, GROUP_LABEL_MAX, GROUP_LANGUAGE_NAMES, GROUP_LANGUAGES, GROUP_NAME_MAX, JOIN_MESSAGE_MAX };
export const GROUP_PAGE_SIZE = 20;

export const groupVisibility = z.enum(GROUP_VISIBILITIES);
export const membershipState = z.enum(['member', 'moderator', 'pending']).nullable();

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const groupSlug = z.string().min(1).max(120).regex(slugPattern, 'Use lower-case letters, digits and single hyphens');
const groupSlugParams = z.object({ slug: z.string().min(1).max(200) });

/** A group as a list shows it, with the viewer's own relation to it. */
export const groupSummary = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  visibility: groupVisibility,
  audienceLabel: z.string().nullable(),
  language: z.enum(GROUP_LANGUAGES),
  memberCount: z.number().int(),
  topicCount: z.number().int(),
  /** Its moderators, as the forum shows authors (privacy applied). */
  moderators: z.array(forumAuthor),
  /** The viewer's membership: member, moderator, a request waiting, or none (always none for a visitor). */
  membership: membershipState,
});
export type GroupSummary = z.infer<typeof groupSummary>;

export const groupList = z.object({ groups: z.array(groupSummary) });
export type GroupList = z.infer<typeof groupList>;

/** A group's page: the summary, and for its moderators how many join requests wait. */
export const groupDetail = groupSummary.extend({ pendingRequests: z.number().int().nullable() });
export type GroupDetail = z.infer<typeof groupDetail>;

export const groupTopicPage = z.object({ items: z.array(forumTopic), nextCursor: z.string().nullable() });
export type GroupTopicPage = z.infer<typeof groupTopicPage>;

const cursorQuery = z.object({ cursor: z.string().min(1).max(200).optional() });

const text = (max: number, what: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, `${what} cannot be empty`).max(max, `${what} is too long (at most ${max} characters)`));

export const createGroupTopicBody = z.object({ title: text(FORUM_TITLE_MAX, 'The title'), content: text(FORUM_TOPIC_MAX, 'The content') }).strict();

export const joinGroupBody = z
  .object({
    message: z
      .string()
      .transform((value) => value.trim())
      .pipe(z.string().max(JOIN_MESSAGE_MAX, `The message is too long (at most ${JOIN_MESSAGE_MAX} characters)`))
      .optional(),
  })
  .strict();

export const membershipAnswer = z.object({ membership: membershipState, memberCount: z.number().int() });
export type MembershipAnswer = z.infer<typeof membershipAnswer>;

/** One member in a group's member list. */
export const groupMember = z.object({ member: forumAuthor, role: z.enum(['member', 'moderator']), joinedAt: z.string() });
export type GroupMember = z.infer<typeof groupMember>;
/**
 * Members who keep their profile from other members (privacySettings.showProfileToMembers off) are
 * not listed, only counted; moderators are always listed, since members need to know who moderates.
 */
export const groupMemberPage = z.object({ items: z.array(groupMember), unlisted: z.number().int(), nextCursor: z.string().nullable() });
export type GroupMemberPage = z.infer<typeof groupMemberPage>;

export const joinRequest = z.object({ id: z.number(), member: forumAuthor, message: z.string(), createdAt: z.string() });
export type JoinRequest = z.infer<typeof joinRequest>;
export const joinRequestList = z.object({ items: z.array(joinRequest) });

export const decideRequestBody = z.object({ decision: z.enum(['approve', 'decline']) }).strict();

export const moderateGroupTopicBody = z
  .object({ isPinned: z.boolean().optional(), isLocked: z.boolean().optional() })
  .strict()
  .refine((body) => body.isPinned !== undefined || body.isLocked !== undefined, 'Nothing to change');

/* The administrators' side (/admin/groups). */

export const groupInput = z
  .object({
    name: text(GROUP_NAME_MAX, 'The name'),
    slug: groupSlug.optional(),
    description: text(GROUP_DESCRIPTION_MAX, 'The description'),
    visibility: groupVisibility,
    audienceLabel: z
      .string()
      .transform((value) => value.trim())
      .pipe(z.string().max(GROUP_LABEL_MAX, `The label is too long (at most ${GROUP_LABEL_MAX} characters)`))
      .nullable()
      .optional(),
    language: z.enum(GROUP_LANGUAGES).default('en'),
  })
  .strict();
export type GroupInput = z.input<typeof groupInput>;
export const groupUpdate = groupInput
  .partial()
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');

export const adminGroup = groupSummary.omit({ membership: true }).extend({
  pendingRequests: z.number().int(),
  openReports: z.number().int(),
  createdAt: z.string(),
});
export type AdminGroup = z.infer<typeof adminGroup>;

export const adminGroupMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['member', 'moderator']),
  joinedAt: z.string(),
});
export type AdminGroupMember = z.infer<typeof adminGroupMember>;

export const addGroupMemberBody = z.object({ email: z.string().trim().toLowerCase().email('Enter a member’s e-mail address').max(254), role: z.enum(['member', 'moderator']) }).strict();

const readErrors = { 400: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const adminIdParams = z.object({ id });

/** A group topic is read on the forum's topic page, which links back to its group. */
const onTopicPage: ShownOn = { viewer: 'writer', page: ({ result }) => `/community/forum/${result.slug}` };
const onGroupPage: ShownOn = { viewer: 'writer', page: ({ params }) => `/community/groups/${params.slug}`, fields: ['title'] };
const groupPages: ShownOn[] = [
  { viewer: 'visitor', page: () => '/community/groups', fields: ['name', 'description', 'audienceLabel'] },
  { viewer: 'admin', page: () => '/admin/groups', fields: ['name', 'audienceLabel'] },
];

export const groupEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/groups', access: 'public', responses: { 200: groupList } }),
  group: endpoint({ method: 'GET', path: '/api/groups/:slug', access: 'public', params: groupSlugParams, responses: { 200: groupDetail, ...readErrors } }),
  topics: endpoint({
    method: 'GET',
    path: '/api/groups/:slug/topics',
    access: 'public',
    params: groupSlugParams,
    query: cursorQuery,
    responses: { 200: groupTopicPage, ...readErrors },
  }),
  createTopic: endpoint({
    method: 'POST',
    path: '/api/groups/:slug/topics',
    access: 'member',
    params: groupSlugParams,
    body: createGroupTopicBody,
    idempotent: true,
    shownOn: [onTopicPage, onGroupPage],
    responses: { 201: forumTopic, ...writeErrors },
  }),
  /** Joins an open group at once; asks to join a private one. */
  join: endpoint({
    method: 'POST',
    path: '/api/groups/:slug/members',
    access: 'member',
    params: groupSlugParams,
    body: joinGroupBody,
    idempotent: true,
    // A request's message is read by the group's moderators (administrators moderate every group).
    shownOn: [{ viewer: 'admin', page: ({ params }) => `/community/groups/${params.slug}?tab=requests`, fields: ['message'] }],
    responses: { 201: membershipAnswer, ...writeErrors },
  }),
  /** Leaves the group, or withdraws a request to join it. */
  leave: endpoint({ method: 'DELETE', path: '/api/groups/:slug/membership', access: 'member', params: groupSlugParams, responses: { 200: membershipAnswer, ...writeErrors } }),
  members: endpoint({
    method: 'GET',
    path: '/api/groups/:slug/members',
    access: 'member',
    params: groupSlugParams,
    query: cursorQuery,
    responses: { 200: groupMemberPage, 401: errorBody, ...readErrors },
  }),
  requests: endpoint({ method: 'GET', path: '/api/groups/:slug/requests', access: 'member', params: groupSlugParams, responses: { 200: joinRequestList, 401: errorBody, ...readErrors } }),
  decideRequest: endpoint({
    method: 'POST',
    path: '/api/groups/:slug/requests/:id',
    access: 'member',
    params: groupSlugParams.extend({ id }),
    body: decideRequestBody,
    responses: { 200: okBody, ...writeErrors },
  }),
  /** Pin or lock one of the group's topics: its moderators and administrators. */
  moderateTopic: endpoint({
    method: 'PATCH',
    path: '/api/groups/:slug/topics/:id',
    access: 'member',
    params: groupSlugParams.extend({ id }),
    body: moderateGroupTopicBody,
    responses: { 200: forumTopic, ...writeErrors },
  }),
};

export const groupAdminEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/groups', access: 'admin', responses: { 200: z.array(adminGroup), ...adminErrors } }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/groups',
    access: 'admin',
    body: groupInput,
    idempotent: true,
    shownOn: groupPages,
    responses: { 201: adminGroup, ...adminErrors },
  }),
  update: endpoint({ method: 'PATCH', path: '/api/admin/groups/:id', access: 'admin', params: adminIdParams, body: groupUpdate, shownOn: groupPages, responses: { 200: adminGroup, ...adminErrors } }),
  members: endpoint({ method: 'GET', path: '/api/admin/groups/:id/members', access: 'admin', params: adminIdParams, responses: { 200: z.array(adminGroupMember), ...adminErrors } }),
  /** Adds a member (by e-mail) or appoints a moderator; a member already there gets the role. */
  addMember: endpoint({
    method: 'PUT',
    path: '/api/admin/groups/:id/members',
    access: 'admin',
    params: adminIdParams,
    body: addGroupMemberBody,
    // Its one text is the e-mail address of a member who already exists: what is shown is their stored address.
    shownOn: [],
    responses: { 200: adminGroupMember, ...adminErrors },
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/admin/groups/:id/members/:userId',
    access: 'admin',
    params: adminIdParams.extend({ userId: z.string().uuid('Not a valid id') }),
    responses: { 200: okBody, ...adminErrors },
  }),
};
