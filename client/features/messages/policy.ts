/** The message rules for the screen (shared/policies/messages.ts); each conversation's `cannotSend` comes from the server's check. */
export { canBlock, canReportMessage } from '@shared/policies/messages';
