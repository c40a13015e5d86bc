import { z } from 'zod';
import { COUNTRY_CODES } from '../countries';
import {
  affectedFeet,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  LANGUAGES,
  MAX_SPECIALISTS_PER_REFERRAL,
  REFERRAL_INFO_MAX,
  referenceDigits,
  referenceHint,
  referralStatuses,
  referralTreatmentStages,
  urgencies,
} from '../referrals';
import { errorBody, okBody, pageFields, pageQueryFields } from './common';
import { endpoint, type ShownOn } from './endpoint';

const requiredText = (label: string, max = 100) => z.string({ message: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);
const email = z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').max(254).email('Please enter a valid email address');
const country = z.enum(COUNTRY_CODES as unknown as [string, ...string[]], { message: 'Please choose a country' });

/** POST /api/referrals: the Find a Doctor form (spec section 3), checked on the server. */
export const referralBody = z
  .object({
    firstName: requiredText('First name'),
    lastName: requiredText('Last name'),
    email,
    phone: requiredText('Phone', 40).regex(/^[+()\d\s.-]{5,40}$/, 'Please enter a phone number using digits, spaces and + ( ) - only'),
    country,
    city: requiredText('City'),
    age: z.number({ message: 'Patient age must be a number' }).int('Patient age must be a whole number of years').min(0, 'Patient age cannot be negative').max(120, 'Please check the patient age'),
    affectedFoot: z.enum(affectedFeet, { message: 'Please choose the affected foot' }),
    treatmentStage: z.enum(referralTreatmentStages, { message: 'Please choose the treatment stage' }),
    additionalInfo: z.string().trim().max(REFERRAL_INFO_MAX, `Additional information can be at most ${REFERRAL_INFO_MAX} characters`).optional().default(''),
    urgency: z.enum(urgencies, { message: 'Please choose how urgent this is' }).optional().default('medium'),
    preferredLanguage: z.enum(LANGUAGES).nullable().optional().default(null),
    agree: z.literal(true, { message: 'Please agree to the privacy policy and terms to proceed.' }),
  })
  .strict();
export type ReferralBody = z.input<typeof referralBody>;

/** The stored request, with the short reference the family can quote (shared/referrals.ts requestReference). */
export const referralCreated = z.object({ id: z.string(), reference: z.string(), status: z.enum(referralStatuses), createdAt: z.string() });
export type ReferralCreated = z.infer<typeof referralCreated>;

/** A specialist as the family sees them in their e-mail and profile. */
export const specialistCard = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  clinic: z.string(),
  city: z.string(),
  country: z.string(),
  languages: z.array(z.string()),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  ponsetiTrained: z.boolean(),
});
export type SpecialistCard = z.infer<typeof specialistCard>;

/** GET /api/referrals/mine: a member's own requests (never anyone else's). */
export const myReferral = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(referralStatuses),
  createdAt: z.string(),
  matchedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  country: z.string(),
  city: z.string(),
  urgency: z.enum(urgencies),
  specialists: z.array(specialistCard),
  chosenSpecialistId: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type MyReferral = z.infer<typeof myReferral>;
export const myReferrals = z.object({ referrals: z.array(myReferral) });

/** The choose link in the family's e-mail (/find-doctor/choose?token=...). */
export const chooseQuery = z.object({ token: z.string().min(20).max(200) }).strict();
export const chooseView = z.object({
  firstName: z.string(),
  status: z.enum(referralStatuses),
  specialists: z.array(specialistCard),
  chosenSpecialistId: z.number().int().nullable(),
});
export type ChooseView = z.infer<typeof chooseView>;
export const chooseBody = z.object({ token: z.string().min(20).max(200), specialistId: z.number().int().positive() }).strict();

/** POST /api/contact: the contact form. */
export const contactBody = z
  .object({
    name: requiredText('Name'),
    email,
    subject: requiredText('Subject', CONTACT_SUBJECT_MAX),
    message: requiredText('Message', CONTACT_MESSAGE_MAX),
  })
  .strict();
export type ContactBody = z.infer<typeof contactBody>;
/** The contact form's answer: stored (ok, as before), with the short reference the sender can quote. */
export const contactSent = okBody.extend({ reference: z.string() });
export type ContactSent = z.infer<typeof contactSent>;

/** Admin: specialists. */

/** Where a specialist's text is read: the team's list (phone and notes are only in the edit form, as values). */
const specialistShown: ShownOn[] = [{ viewer: 'admin', page: () => '/admin/specialists', fields: ['name', 'title', 'clinic', 'city'] }];
export const specialistBody = z
  .object({
    name: requiredText('Name', 120),
    title: requiredText('Title', 120),
    clinic: requiredText('Clinic', 200),
    city: requiredText('City'),
    country,
    languages: z.array(z.enum(LANGUAGES)).min(1, 'Choose at least one language').max(10),
    email: z.string().trim().max(254).email('Please enter a valid email address').nullable().optional().default(null),
    phone: z.string().trim().max(40).nullable().optional().default(null),
    website: z.string().trim().max(300).url('Please enter a full web address (https://...)').refine((url) => /^https?:\/\//.test(url), 'Use an http or https address').nullable().optional().default(null),
    ponsetiTrained: z.boolean(),
    acceptingNewPatients: z.boolean(),
    notes: z.string().trim().max(2000).optional().default(''),
  })
  .strict();
export type SpecialistBody = z.input<typeof specialistBody>;
/** `demo`: a fictional specialist from the demo seed, until an administrator edits them (the go-live checklist lists these). */
export const specialist = specialistCard.extend({ acceptingNewPatients: z.boolean(), notes: z.string(), demo: z.boolean(), updatedAt: z.string() });
export type Specialist = z.infer<typeof specialist>;
export const specialistList = z.object({ specialists: z.array(specialist) });

/** Admin: the referral queue. */
/** A reference the team was given (DR-1A2B-3C4D, MSG-...), to find one request or message by. */
const referenceQuery = (kind: 'referral' | 'contact') =>
  z
    .string()
    .max(40, referenceHint(kind))
    .refine((text) => referenceDigits(kind, text) !== null, referenceHint(kind))
    .optional();
export const adminReferralsQuery = z.object({ status: z.enum(referralStatuses).optional(), reference: referenceQuery('referral'), ...pageQueryFields }).strict();
export const adminReferralRow = z.object({
  id: z.string(),
  /** What the family was given to quote (DR-1A2B-3C4D). */
  reference: z.string(),
  status: z.enum(referralStatuses),
  name: z.string(),
  country: z.string(),
  city: z.string(),
  urgency: z.enum(urgencies),
  treatmentStage: z.enum(referralTreatmentStages),
  createdAt: z.string(),
  /** Hours since the request arrived (until it was matched), against the 48-hour promise. */
  waitedHours: z.number(),
  overdue: z.boolean(),
  fromMember: z.boolean(),
});
export type AdminReferralRow = z.infer<typeof adminReferralRow>;
export const adminReferralsPage = z.object({ referrals: z.array(adminReferralRow), ...pageFields });
export type AdminReferralsPage = z.infer<typeof adminReferralsPage>;

export const suggestedSpecialist = specialist.extend({
  /** Why it is suggested: same country, same city, speaks the family's language, accepting patients. */
  reasons: z.array(z.string()),
});
export type SuggestedSpecialist = z.infer<typeof suggestedSpecialist>;

export const adminReferral = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(referralStatuses),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  city: z.string(),
  age: z.number().int(),
  affectedFoot: z.enum(affectedFeet),
  treatmentStage: z.enum(referralTreatmentStages),
  additionalInfo: z.string(),
  urgency: z.enum(urgencies),
  preferredLanguage: z.string().nullable(),
  consentAt: z.string(),
  consentPolicyVersion: z.string(),
  createdAt: z.string(),
  matchedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedReason: z.enum(['chosen', 'expired', 'admin']).nullable(),
  waitedHours: z.number(),
  overdue: z.boolean(),
  note: z.string().nullable(),
  fromMember: z.boolean(),
  matched: z.array(specialistCard),
  chosenSpecialistId: z.number().int().nullable(),
  suggestions: z.array(suggestedSpecialist),
});
export type AdminReferral = z.infer<typeof adminReferral>;

export const matchBody = z
  .object({
    specialistIds: z
      .array(z.number().int().positive())
      .min(1, 'Choose at least one specialist')
      .max(MAX_SPECIALISTS_PER_REFERRAL, `Choose at most ${MAX_SPECIALISTS_PER_REFERRAL} specialists`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each specialist can be chosen once'),
    note: z.string().trim().max(2000).optional().default(''),
  })
  .strict();
export type MatchBody = z.input<typeof matchBody>;

/** Admin: the contact inbox. */
export const contactInboxQuery = z.object({ status: z.enum(['new', 'handled']).optional(), reference: referenceQuery('contact'), ...pageQueryFields }).strict();
export const contactMessage = z.object({
  id: z.string(),
  /** What the sender was given to quote (MSG-1A2B-3C4D). */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['new', 'handled']),
  fromMember: z.boolean(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;
export const contactInboxPage = z.object({ messages: z.array(contactMessage), newCount: z.number().int(), ...pageFields });
export type ContactInboxPage = z.infer<typeof contactInboxPage>;
export const contactMessageParams = z.object({ id: z.string().uuid('Not a valid message id') });
export const contactStatusBody = z.object({ status: z.enum(['new', 'handled']) }).strict();

export const referralParams = z.object({ id: z.string().uuid('Not a valid request id') });
export const specialistParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const familyErrors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const referralEndpoints = {
  submit: endpoint({ method: 'POST', path: '/api/referrals', access: 'public', shownOn: [{ viewer: 'admin', page: ({ result }) => `/admin/referrals/${result.id}` }], idempotent: true, body: referralBody, responses: { 201: referralCreated, ...familyErrors } }),
  mine: endpoint({ method: 'GET', path: '/api/referrals/mine', access: 'member', responses: { 200: myReferrals, 401: errorBody } }),
  /** The choose link in the family's e-mail: whoever holds the token sees the specialists sent and may choose one. */
  chooseView: endpoint({ method: 'GET', path: '/api/referrals/choose', access: 'public', query: chooseQuery, responses: { 200: chooseView, ...familyErrors } }),
  choose: endpoint({ method: 'POST', path: '/api/referrals/choose', access: 'public', shownOn: [], body: chooseBody, responses: { 200: okBody, ...familyErrors } }),
};

/** The queue, a request with suggested specialists, matching and closing. Every read of a request is audited. */
export const referralAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/referrals',
    access: 'admin',
    query: adminReferralsQuery,
    responses: { 200: adminReferralsPage, ...adminErrors },
  }),
  detail: endpoint({ method: 'GET', path: '/api/admin/referrals/:id', access: 'admin', params: referralParams, responses: { 200: adminReferral, ...adminErrors } }),
  match: endpoint({
    method: 'POST',
    path: '/api/admin/referrals/:id/match',
    access: 'admin',
    shownOn: [{ viewer: 'admin', page: ({ params }) => `/admin/referrals/${params.id}` }],
    params: referralParams,
    body: matchBody,
    responses: { 200: okBody, ...adminErrors },
  }),
  close: endpoint({ method: 'POST', path: '/api/admin/referrals/:id/close', access: 'admin', params: referralParams, responses: { 200: okBody, ...adminErrors } }),
};

/** The directory families are matched from (audited). */
export const specialistEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/specialists', access: 'admin', responses: { 200: specialistList, ...adminErrors } }),
  create: endpoint({ method: 'POST', path: '/api/admin/specialists', access: 'admin', shownOn: specialistShown, idempotent: true, body: specialistBody, responses: { 201: specialist, ...adminErrors } }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/specialists/:id',
    access: 'admin',
    shownOn: specialistShown,
    params: specialistParams,
    body: specialistBody,
    responses: { 200: specialist, ...adminErrors },
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/specialists/:id', access: 'admin', params: specialistParams, responses: { 200: okBody, ...adminErrors } }),
};
