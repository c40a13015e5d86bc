import { z } from 'zod';
import { apiNavigations } from '../routes';
import { errorBody, okBody } from './common';
import { endpoint } from './endpoint';
import { currentUser } from './user';

// The sign-in and sign-up forms' own rules, apart, so the sign-in page's code carries them without the
// whole contract of accounts (and the current user's schema) it does not need.
export * from './auth-forms';
import { loginBody, PASSWORD_MAX, PASSWORD_MIN, registerBody } from './auth-forms';

export const changePasswordBody = z
  .object({
    /** Not needed by an account that has no password yet (signed up with Google). */
    currentPassword: z.string().max(PASSWORD_MAX * 4).optional().default(''),
    newPassword: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** A password account confirms with its password; an account without one types its e-mail address. */
export const deleteAccountBody = z
  .object({ password: z.string().max(PASSWORD_MAX * 4).optional().default(''), confirmEmail: z.string().max(254).optional().default('') })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const passwordResetRequestBody = z.object({ email: z.string().trim().max(254) }).strict();
export const passwordResetBody = z
  .object({
    token: z.string().min(10).max(200),
    newPassword: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  })
  .strict();
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** The same answer whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that address, we have sent it a link to reset the password. The link works for one hour.';

/** The browser navigations' query: where to come back to, and whether the sign-up form opens first. */
export const navigationQuery = z.object({ returnTo: z.string().max(2048).optional(), signup: z.string().max(10).optional() });

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody };
const emailFlowErrors = { 400: errorBody, 401: errorBody, 429: errorBody };
const securityErrors = { 400: errorBody, 401: errorBody, 503: errorBody };

/** Signing up, in and out, the e-mail links, and the Privacy tab's account security (spec sections 2, 4 and 7). */
export const accountEndpoints = {
  user: endpoint({ method: 'GET', path: '/api/auth/user', access: 'member', responses: { 200: currentUser, 401: errorBody } }),
  register: endpoint({ method: 'POST', path: '/api/auth/register', access: 'public', shownOn: [{ viewer: 'writer', page: () => '/profile', fields: ['firstName', 'lastName'] }], body: registerBody, responses: { 201: currentUser, ...refusals } }),
  signIn: endpoint({ method: 'POST', path: '/api/auth/login', access: 'public', shownOn: [], body: loginBody, responses: { 200: currentUser, ...refusals } }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/logout', access: 'public', responses: { 200: okBody } }),
  requestVerification: endpoint({ method: 'POST', path: '/api/auth/verify-email/request', access: 'member', responses: { 200: okBody, ...emailFlowErrors } }),
  /** The link in the verification e-mail: to the profile when it worked, else to the sign-in screen. */
  verifyEmail: endpoint({
    method: 'GET',
    path: '/api/auth/verify-email',
    access: 'public',
    query: z.object({ token: z.string().max(200).optional() }),
    produces: 'redirect',
    responses: { 400: errorBody },
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/request',
    access: 'public',
    shownOn: [],
    body: passwordResetRequestBody,
    responses: { 200: z.object({ message: z.string() }), ...emailFlowErrors },
  }),
  resetPassword: endpoint({ method: 'POST', path: '/api/auth/password-reset', access: 'public', shownOn: [], body: passwordResetBody, responses: { 200: currentUser, ...emailFlowErrors } }),
  signOutEverywhere: endpoint({ method: 'POST', path: '/api/auth/logout-all', access: 'member', responses: { 200: okBody, ...securityErrors } }),
  changePassword: endpoint({ method: 'POST', path: '/api/auth/change-password', access: 'member', shownOn: [], body: changePasswordBody, responses: { 200: okBody, ...securityErrors } }),
  /** Everything held about me, downloaded as a JSON file. */
  exportData: endpoint({
    method: 'GET',
    path: '/api/profile/export',
    access: 'member',
    produces: 'file',
    responses: { 200: z.record(z.string(), z.unknown()), ...securityErrors },
  }),
  deleteAccount: endpoint({ method: 'DELETE', path: '/api/profile', access: 'member', shownOn: [], body: deleteAccountBody, responses: { 200: okBody, ...securityErrors } }),
  /** Browser navigations to the sign-in screen (remembering where the person came from). */
  login: endpoint({ method: 'GET', path: apiNavigations.login, access: 'public', query: navigationQuery, produces: 'redirect', responses: { 400: errorBody } }),
  emailLogin: endpoint({ method: 'GET', path: apiNavigations.emailLogin, access: 'public', query: navigationQuery, produces: 'redirect', responses: { 400: errorBody } }),
  /** To Google when it is configured, else back to the sign-in screen with a notice. */
  googleLogin: endpoint({ method: 'GET', path: apiNavigations.googleLogin, access: 'public', query: navigationQuery, produces: 'redirect', responses: { 400: errorBody } }),
  /** Where Google sends the browser back; without Google configured, back to the sign-in screen with a notice. */
  googleCallback: endpoint({ method: 'GET', path: '/api/auth/google/callback', access: 'public', produces: 'redirect', responses: {} }),
  /**
   * A navigation to /api/logout (spec section 2) signs nobody out: another site can send a browser
   * there. It shows a small page whose button posts the form below (home when not signed in).
   */
  logout: endpoint({ method: 'GET', path: apiNavigations.logout, access: 'public', produces: 'text', responses: {} }),
  /** The header's Log out: a form POST, refused from another site by the cross-site check; then home. */
  logoutForm: endpoint({ method: 'POST', path: apiNavigations.logout, access: 'public', produces: 'redirect', responses: {} }),
};
