/**
 * Private messages between two members (issue 6): the constants both sides use, free of zod so the
 * messages screens and the admin's report queue can import them without the schemas.
 * Plain text; the client makes links clickable.
 */
export const MESSAGE_MAX = 5000;
export const MESSAGE_REPORT_DETAILS_MAX = 1000;
export const MESSAGE_PAGE_SIZE = 30;
export const CONVERSATION_PAGE_SIZE = 30;

/** Who may start a new conversation with a member (Privacy tab); existing conversations stay. */
export const whoCanMessageValues = ['members', 'nobody'] as const;
export type WhoCanMessage = (typeof whoCanMessageValues)[number];

export const messageReportReasons = ['spam', 'harassment', 'inappropriate', 'scam', 'other'] as const;
export type MessageReportReason = (typeof messageReportReasons)[number];
/** What a report is about, in words. */
export const messageReportReasonLabels: Record<MessageReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  inappropriate: 'Inappropriate or offensive',
  scam: 'Scam or asking for money',
  other: 'Something else',
};
