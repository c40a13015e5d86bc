import { z } from 'zod';
import { COUNTRY_CODES } from '../countries';
import {
  checklistItems,
  CONTACT_RULES,
  houseMessageKinds,
  type HouseMessageKind,
  houseMessagePage,
  isSocialAddress,
  SETTINGS_LIMITS as LIMITS,
  type SocialNetwork,
  socialNetworks,
  TEAM_PHOTO_PATTERN,
} from '../settings';
import { errorBody } from './common';
import { endpoint, type ShownOn } from './endpoint';

/*
 * Site settings (issue 18, decision 0019): the organisation's facts, its team and the ad slots' house
 * messages. Visitors read only what the pages show; administrators read and change all of it (audited)
 * and see the go-live checklist.
 */

const requiredText = (label: string, max: number) =>
  z.string({ message: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} can be at most ${max} characters`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} can be at most ${max} characters`).optional().default('');
const country = z.enum(COUNTRY_CODES as unknown as [string, ...string[]], { message: 'Please choose a country' });

/* ---------- What the pages show ---------- */

export const houseMessage = z.object({ title: z.string(), text: z.string(), linkLabel: z.string() });
export const houseMessages = z.object({ membership: houseMessage, buddy: houseMessage, 'find-doctor': houseMessage, donate: houseMessage });
export const teamMember = z.object({ id: z.string(), name: z.string(), role: z.string(), bio: z.string(), photoUrl: z.string().nullable() });
export type TeamMember = z.infer<typeof teamMember>;

/** GET /api/settings: what visitors see (the footer, About, Contact, the donate page, the ad slots); unset facts are null. */
export const publicSettings = z.object({
  organisation: z.object({ name: z.string(), charityNumber: z.string().nullable(), charityCountry: z.string().nullable() }),
  contact: z.object({ address: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(), officeHours: z.string().nullable() }),
  /** Only the networks that have an address, in the order of SOCIAL_NETWORKS. */
  social: z.array(z.object({ network: z.enum(socialNetworks), url: z.string() })),
  team: z.array(teamMember),
  houseMessages,
});
export type PublicSettings = z.infer<typeof publicSettings>;

/** GET /api/admin/settings: the same, with what is still the demo seed's and when it last changed. */
export const adminTeamMember = teamMember.extend({ demo: z.boolean() });
export type AdminTeamMember = z.infer<typeof adminTeamMember>;
export const adminSettings = publicSettings.extend({
  team: z.array(adminTeamMember),
  demo: z.object({ organisation: z.boolean(), contact: z.boolean() }),
  updatedAt: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof adminSettings>;

/** The go-live checklist: each item, whether it is done, and where to fix it (env: the variables to set on the server). */
export const checklist = z.object({
  items: z.array(
    z.object({
      id: z.enum(checklistItems),
      title: z.string(),
      done: z.boolean(),
      detail: z.string(),
      fix: z.object({ label: z.string(), href: z.string() }),
      env: z.array(z.string()),
    }),
  ),
});
export type Checklist = z.infer<typeof checklist>;
export type ChecklistItem = Checklist['items'][number];

/* ---------- What administrators send ---------- */

export const organisationBody = z
  .object({
    name: requiredText('Organisation name', LIMITS.organisationName),
    charityNumber: optionalText('The charity number', LIMITS.charityNumber).refine(
      (value) => /^[\p{L}\p{N} ./()-]*$/u.test(value),
      'Use letters, digits, spaces and . / ( ) - only',
    ),
    charityCountry: country.nullable().optional().default(null),
  })
  .strict();
export type OrganisationBody = z.input<typeof organisationBody>;

export const contactDetailsBody = z
  .object({
    /** One line per line of the address. */
    address: optionalText('The address', LIMITS.address),
    email: optionalText('The email address', LIMITS.email).refine((value) => value === '' || (CONTACT_RULES.email.test(value) && z.email().safeParse(value).success), CONTACT_RULES.email.message),
    phone: optionalText('The phone number', LIMITS.phone).refine((value) => value === '' || CONTACT_RULES.phone.test(value), CONTACT_RULES.phone.message),
    officeHours: optionalText('Office hours', LIMITS.officeHours),
  })
  .strict();
export type ContactDetailsBody = z.input<typeof contactDetailsBody>;

const socialUrl = (network: SocialNetwork) =>
  optionalText('The address', LIMITS.socialUrl).refine(
    (value) => value === '' || isSocialAddress(network, value),
    `Please enter the full https:// address of your ${network === 'x' ? 'X' : network.charAt(0).toUpperCase() + network.slice(1)} page`,
  );
/** Each network's address, or empty for none (its link is then left out everywhere). */
export const socialBody = z.object(Object.fromEntries(socialNetworks.map((network) => [network, socialUrl(network)])) as Record<SocialNetwork, ReturnType<typeof socialUrl>>).strict();
export type SocialBody = z.input<typeof socialBody>;

export const teamMemberBody = z
  .object({
    name: requiredText('Name', LIMITS.memberName),
    role: requiredText('Role', LIMITS.memberRole),
    bio: optionalText('The bio', LIMITS.memberBio),
    /** An address the photo upload answered, or null for the initials. */
    photoUrl: z.string().regex(TEAM_PHOTO_PATTERN, 'Please upload the photo again').nullable().optional().default(null),
  })
  .strict();
export type TeamMemberBody = z.input<typeof teamMemberBody>;
export const teamMemberParams = z.object({ id: z.string().uuid('Not a valid team member id') });
export const teamOrderBody = z.object({ ids: z.array(z.string().uuid()).min(1).max(LIMITS.teamMax) }).strict();

export const houseMessageParams = z.object({ kind: z.enum(houseMessageKinds, { message: 'No such message' }) });
export const houseMessageBody = z
  .object({
    title: requiredText('Title', LIMITS.messageTitle),
    text: requiredText('Text', LIMITS.messageText),
    linkLabel: requiredText('Link text', LIMITS.messageLinkLabel),
  })
  .strict();
export type HouseMessageBody = z.input<typeof houseMessageBody>;

export const uploadedPhoto = z.object({ url: z.string() });

/* ---------- Endpoints ---------- */

/** The organisation's name is in every page's footer; the About page shows it with the address. */
const organisationShown: ShownOn[] = [
  { viewer: 'visitor', page: () => '/about', fields: ['name'] },
  { viewer: 'visitor', page: () => '/donate', fields: ['name'] },
];
const contactShown: ShownOn[] = [
  { viewer: 'visitor', page: () => '/about', fields: ['address', 'officeHours'] },
  { viewer: 'visitor', page: () => '/contact', fields: ['address', 'officeHours'] },
];
const teamShown: ShownOn[] = [
  { viewer: 'visitor', page: () => '/about' },
  { viewer: 'admin', page: () => '/admin/settings', fields: ['name', 'role'] },
];

const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const settingsEndpoints = {
  public: endpoint({ method: 'GET', path: '/api/settings', access: 'public', responses: { 200: publicSettings } }),
};

export const settingsAdminEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/admin/settings', access: 'admin', responses: { 200: adminSettings, ...adminErrors } }),
  checklist: endpoint({ method: 'GET', path: '/api/admin/settings/checklist', access: 'admin', responses: { 200: checklist, ...adminErrors } }),
  updateOrganisation: endpoint({
    method: 'PUT',
    path: '/api/admin/settings/organisation',
    access: 'admin',
    shownOn: organisationShown,
    body: organisationBody,
    responses: { 200: adminSettings, ...adminErrors },
  }),
  updateContact: endpoint({
    method: 'PUT',
    path: '/api/admin/settings/contact',
    access: 'admin',
    shownOn: contactShown,
    body: contactDetailsBody,
    responses: { 200: adminSettings, ...adminErrors },
  }),
  /** Only https addresses on each network's own hosts: the schema takes no markup, and the pages show them as links, not text. */
  updateSocial: endpoint({ method: 'PUT', path: '/api/admin/settings/social', access: 'admin', shownOn: [], body: socialBody, responses: { 200: adminSettings, ...adminErrors } }),
  addTeamMember: endpoint({
    method: 'POST',
    path: '/api/admin/settings/team',
    access: 'admin',
    shownOn: teamShown,
    idempotent: true,
    body: teamMemberBody,
    responses: { 201: adminTeamMember, ...adminErrors },
  }),
  updateTeamMember: endpoint({
    method: 'PUT',
    path: '/api/admin/settings/team/:id',
    access: 'admin',
    shownOn: teamShown,
    params: teamMemberParams,
    body: teamMemberBody,
    responses: { 200: adminSettings, ...adminErrors },
  }),
  removeTeamMember: endpoint({ method: 'DELETE', path: '/api/admin/settings/team/:id', access: 'admin', params: teamMemberParams, responses: { 200: adminSettings, ...adminErrors } }),
  /** Every member's id, in the order the About page shows them (ids only: no text anyone reads). */
  reorderTeam: endpoint({ method: 'PUT', path: '/api/admin/settings/team-order', access: 'admin', shownOn: [], body: teamOrderBody, responses: { 200: adminSettings, ...adminErrors } }),
  /** Multipart: one image file; answers the address to save with a team member. */
  uploadTeamPhoto: endpoint({
    method: 'POST',
    path: '/api/admin/settings/team-photos',
    access: 'admin',
    consumes: 'multipart',
    responses: { 201: uploadedPhoto, ...adminErrors, 413: errorBody },
  }),
  updateHouseMessage: endpoint({
    method: 'PUT',
    path: '/api/admin/settings/house-messages/:kind',
    access: 'admin',
    // The membership message on an article (context.articleSlug: tests/e2e/support/xss-scenes.ts), the others in the library.
    shownOn: [{ viewer: 'visitor', page: ({ params, context }) => houseMessagePage(params.kind as HouseMessageKind, context.articleSlug ?? '') }],
    params: houseMessageParams,
    body: houseMessageBody,
    responses: { 200: adminSettings, ...adminErrors },
  }),
};
