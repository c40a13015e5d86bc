import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { errorBody, okBody } from './common';
import { endpoint } from './endpoint';

export {
  CONVERSATION_PAGE_SIZE,
  MESSAGE_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_REPORT_DETAILS_MAX,
  messageReportReasonLabels,
  messageReportReasons,
  whoCanMessageValues,
  type MessageReportReason,
  type WhoCanMessage,
} from '../messages';
import { MESSAGE_MAX, MESSAGE_REPORT_DETAILS_MAX, messageReportReasons, whoCanMessageValues } from '../messages';

const id = z.string().uuid('Not a valid id');
const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The other member of a conversation, as a correspondent sees them: name and picture only. */
export const messageMember = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** The account was closed or suspended: the thread stays readable, nothing more can be sent. */
  unavailable: z.boolean(),
});
export type MessageMember = z.infer<typeof messageMember>;

export const message = z.object({
  id: z.number(),
  conversationId: z.string(),
  senderId: z.string(),
  /** Empty when a moderator removed the message. */
  /** The language it is written in (issue 25). */
  language: z.enum(LOCALES).optional(),
  body: z.string(),
  removed: z.boolean(),
  createdAt: z.string(),
  /** The sender's own key for this message, so a retried send is stored once. */
  clientId: z.string().nullable(),
});
export type Message = z.infer<typeof message>;

/** Why the signed-in member cannot write in a conversation, or null when they can. */
export const cannotSendReasons = ['blocked-by-me', 'blocked', 'unavailable'] as const;
export type CannotSendReason = (typeof cannotSendReasons)[number];

export const conversationSummary = z.object({
  id: z.string(),
  member: messageMember,
  lastMessage: z
    .object({ id: z.number(), senderId: z.string(), preview: z.string(), removed: z.boolean(), createdAt: z.string() })
    .nullable(),
  /** Messages from the other member I have not read. */
  unreadCount: z.number().int(),
  lastActivityAt: z.string(),
  cannotSend: z.enum(cannotSendReasons).nullable(),
  /** The newest message the other member has read (for "Seen"). */
  theirLastReadId: z.number().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationListQuery = z.object({ cursor: z.string().max(200).optional() });
export const conversationList = z.object({
  conversations: z.array(conversationSummary),
  nextCursor: z.string().nullable(),
  unreadTotal: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationList>;

export const startConversationBody = z.object({ memberId: id }).strict();

export const threadQuery = z.object({
  /** Messages older than this id (scrolling up); omitted for the newest page. */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export const threadPage = z.object({ messages: z.array(message), hasMore: z.boolean() });
export type ThreadPage = z.infer<typeof threadPage>;

export const sendMessageBody = z
  .object({
    body: z
      .string()
      .transform((value) => value.replace(/\r\n?/g, '\n').trim())
      .pipe(
        z
          .string()
          .min(1, 'Please write a message')
          .max(MESSAGE_MAX, `A message can be at most ${MESSAGE_MAX.toLocaleString('en')} characters`)
          .refine((value) => !value.includes('\u0000'), 'The message contains a character that cannot be stored'),
      ),
    clientId: z.string().uuid().optional(),
  })
  .strict();
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const markReadBody = z.object({ upTo: messageId }).strict();
export const unreadSummary = z.object({ unreadTotal: z.number().int() });
export type UnreadSummary = z.infer<typeof unreadSummary>;

export const blockBody = z.object({ memberId: id }).strict();
export const blockedMember = messageMember.extend({ blockedAt: z.string() });
export const blockList = z.object({ blocked: z.array(blockedMember) });
export type BlockList = z.infer<typeof blockList>;

export const messageSettings = z.object({ whoCanMessage: z.enum(whoCanMessageValues) }).strict();
export type MessageSettings = z.infer<typeof messageSettings>;

export const reportMessageBody = z
  .object({
    messageId,
    reason: z.enum(messageReportReasons, 'Please choose a reason'),
    details: z.string().trim().max(MESSAGE_REPORT_DETAILS_MAX, `At most ${MESSAGE_REPORT_DETAILS_MAX} characters`).optional(),
  })
  .strict();
export type ReportMessageBody = z.infer<typeof reportMessageBody>;

/** Events on `GET /api/messages/stream` (Server-Sent Events; `event:` is the type). */
export const streamEvents = {
  /**
   * A new message in one of my conversations (mine too, sent from another tab); `member` is the other
   * member of the conversation, as in its summary. The SSE id is the message id.
   */
  message: z.object({ message: message, member: messageMember }),
  /** Someone read up to a message (me in another tab, or the other member). */
  read: z.object({ conversationId: z.string(), readerId: z.string(), upTo: z.number(), unreadTotal: z.number().int().nullable() }),
  /** A message was removed by a moderator. */
  removed: z.object({ conversationId: z.string(), messageId: z.number() }),
  /** Sent on connecting: the current unread total. */
  ready: unreadSummary,
} as const;
export type MessageEvent = z.infer<(typeof streamEvents)['message']>;
export type ReadEvent = z.infer<(typeof streamEvents)['read']>;
export type RemovedEvent = z.infer<(typeof streamEvents)['removed']>;

/** Admins' queue of reported messages: the message and its immediate context, nothing else. */
export const messageReportStatuses = ['open', 'dismissed', 'removed'] as const;
export const adminMessageReportQuery = z.object({ status: z.enum(messageReportStatuses).default('open') });
export const adminMessageReport = z.object({
  id: z.number(),
  reason: z.enum(messageReportReasons),
  details: z.string().nullable(),
  status: z.enum(messageReportStatuses),
  createdAt: z.string(),
  reporter: messageMember.nullable(),
  sender: messageMember,
  reportedMessageId: z.number(),
  /** The reported message with up to three messages either side, oldest first. */
  context: z.array(message),
  senderSuspended: z.boolean(),
});
export type AdminMessageReport = z.infer<typeof adminMessageReport>;
export const adminMessageReportList = z.object({ reports: z.array(adminMessageReport) });
export const resolveMessageReportBody = z
  .object({ action: z.enum(['dismiss', 'remove']), suspendSender: z.boolean().optional() })
  .strict();
export type ResolveMessageReportBody = z.infer<typeof resolveMessageReportBody>;

export const conversationParams = z.object({ id: z.string().uuid('Not a valid conversation id') });
export const blockedMemberParams = z.object({ memberId: z.string().uuid('Not a valid member id') });
export const messageReportParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The stream's `?lastEventId=` (browsers send the Last-Event-ID header instead when they reconnect by themselves). */
export const streamEventId = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
export const streamQuery = z.object({ lastEventId: streamEventId.optional() });

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/** Only the two members of a conversation can read or write it; anyone else gets 404. */
export const messageEndpoints = {
  conversations: endpoint({
    method: 'GET',
    path: '/api/messages/conversations',
    access: 'member',
    query: conversationListQuery,
    responses: { 200: conversationList, ...errors },
  }),
  unread: endpoint({ method: 'GET', path: '/api/messages/unread', access: 'member', responses: { 200: unreadSummary, ...errors } }),
  /** The pair's one conversation: 201 when it was made now, 200 when it existed. */
  startConversation: endpoint({
    method: 'POST',
    path: '/api/messages/conversations',
    idempotent: true,
    access: 'member',
    shownOn: [],
    body: startConversationBody,
    responses: { 200: conversationSummary, 201: conversationSummary, ...errors },
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/messages/conversations/:id',
    access: 'member',
    params: conversationParams,
    responses: { 200: conversationSummary, ...errors },
  }),
  thread: endpoint({
    method: 'GET',
    path: '/api/messages/conversations/:id/messages',
    access: 'member',
    params: conversationParams,
    query: threadQuery,
    responses: { 200: threadPage, ...errors },
  }),
  /** 201 for a new message, 200 when its clientId was stored already (a retried send). */
  send: endpoint({
    method: 'POST',
    path: '/api/messages/conversations/:id/messages',
    idempotent: true,
    access: 'member',
    shownOn: [{ viewer: 'member', page: ({ params }) => `/messages/${params.id}` }, { viewer: 'member', page: () => '/messages' }],
    params: conversationParams,
    body: sendMessageBody,
    responses: { 200: message, 201: message, ...errors },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/messages/conversations/:id/read',
    access: 'member',
    params: conversationParams,
    body: markReadBody,
    responses: { 200: unreadSummary, ...errors },
  }),
  blocks: endpoint({ method: 'GET', path: '/api/messages/blocks', access: 'member', responses: { 200: blockList, ...errors } }),
  block: endpoint({ method: 'POST', path: '/api/messages/blocks', access: 'member', shownOn: [], body: blockBody, responses: { 200: okBody, ...errors } }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/api/messages/blocks/:memberId',
    access: 'member',
    params: blockedMemberParams,
    responses: { 200: okBody, ...errors },
  }),
  settings: endpoint({ method: 'GET', path: '/api/messages/settings', access: 'member', responses: { 200: messageSettings, ...errors } }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/messages/settings',
    access: 'member',
    body: messageSettings,
    responses: { 200: messageSettings, ...errors },
  }),
  report: endpoint({ method: 'POST', path: '/api/messages/reports', access: 'member', shownOn: [{ viewer: 'admin', page: () => '/admin/messages' }], idempotent: true, body: reportMessageBody, responses: { 201: okBody, ...errors } }),
  /** Server-Sent Events (see streamEvents); the Last-Event-ID header, or this query, replays what was missed. */
  stream: endpoint({
    method: 'GET',
    path: '/api/messages/stream',
    access: 'member',
    query: streamQuery,
    produces: 'event-stream',
    responses: { 400: errorBody, 401: errorBody },
  }),
};

/** The admins' queue of reported messages: the only way an admin reads anyone's messages. */
export const messageAdminEndpoints = {
  reports: endpoint({
    method: 'GET',
    path: '/api/admin/messages/reports',
    access: 'admin',
    query: adminMessageReportQuery,
    responses: { 200: adminMessageReportList, 401: errorBody, 403: errorBody },
  }),
  resolveReport: endpoint({
    method: 'POST',
    path: '/api/admin/messages/reports/:id',
    access: 'admin',
    params: messageReportParams,
    body: resolveMessageReportBody,
    responses: { 200: okBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  }),
};
