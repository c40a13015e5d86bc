import { z } from 'zod';
import { errorBody } from './common';
import { endpoint } from './endpoint';

/**
 * In-site notices (issue 7: each step of a buddy match, new possible buddies). Listed under the
 * header's bell; a new one arrives over the messages stream as a `notice` event.
 */
export const noticeKinds = [
  'buddy.requested',
  'buddy.accepted',
  'buddy.declined',
  'buddy.cancelled',
  'buddy.completed',
  'buddy.feedback',
  'buddy.new-candidate',
  'referral.new',
  'referral.matched',
  'contact.new',
  'shop.split-pair-invited',
  'shop.split-pair-complete',
  'shop.split-pair-closed',
  'event.invited',
  'event.promoted',
  'event.cancelled',
  'group.request',
  'group.approved',
  'group.declined',
  'group.added',
  'story.approved',
  'story.declined',
  'story.unpublished',
  'brace.reminder',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

export const notice = z.object({
  id: z.number(),
  kind: z.enum(noticeKinds),
  title: z.string(),
  body: z.string(),
  /** A site path to open ("/clubfoot-buddy/match/…"). */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof notice>;

/** GET /api/notifications: the newest 30 and how many are unread. */
export const noticeList = z.object({ notices: z.array(notice), unreadCount: z.number().int() });
export type NoticeList = z.infer<typeof noticeList>;

/** POST /api/notifications/read: these ids, or all when `ids` is omitted. */
export const markNoticesReadBody = z.object({ ids: z.array(z.number().int().positive().max(2_147_483_647)).max(100).optional() }).strict();

/** The stream event (`event: notice`) carries the new unread count and the notice. */
export const noticeEvent = z.object({ notice, unreadCount: z.number().int() });

export const notificationEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/notifications', access: 'member', responses: { 200: noticeList, 401: errorBody } }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    access: 'member',
    body: markNoticesReadBody,
    responses: { 200: noticeList, 400: errorBody, 401: errorBody },
  }),
};
