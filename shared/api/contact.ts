import { errorBody } from './common';
import { endpoint } from './endpoint';
import { contactBody, contactInboxPage, contactSent, contactInboxQuery, contactMessage, contactMessageParams, contactStatusBody } from './referrals';

/*
 * The contact form and the admin inbox. Their schemas live beside Find a doctor's (shared/api/referrals.ts),
 * which shares the form fields' rules.
 */

export const contactEndpoints = {
  /** The contact form: it reaches the admin inbox, and the sender gets a confirmation. */
  send: endpoint({ method: 'POST', path: '/api/contact', access: 'public', shownOn: [{ viewer: 'admin', page: () => '/admin/inbox' }], idempotent: true, body: contactBody, responses: { 201: contactSent, 400: errorBody, 429: errorBody } }),
};

const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const contactAdminEndpoints = {
  inbox: endpoint({ method: 'GET', path: '/api/admin/contact', access: 'admin', query: contactInboxQuery, responses: { 200: contactInboxPage, ...adminErrors } }),
  /** Handled, or back to new (audited). */
  setStatus: endpoint({
    method: 'POST',
    path: '/api/admin/contact/:id/status',
    access: 'admin',
    params: contactMessageParams,
    body: contactStatusBody,
    responses: { 200: contactMessage, ...adminErrors },
  }),
};
