import { DEFAULT_LOCALE, isLocale } from '../../shared/i18n/locales';
import type { Message, MessageMember } from '../../shared/api/messages';
import type { messages, users } from '../db/schema';

export type MemberColumns = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'profileImageUrl' | 'deletedAt' | 'suspendedAt'>;

/** A correspondent: name and picture only (what a forum reader sees too); closed accounts say so. */
export function presentMessageMember(user: MemberColumns): MessageMember {
  if (user.deletedAt) return { id: user.id, firstName: 'Deleted', lastName: 'member', profileImageUrl: null, unavailable: true };
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    unavailable: user.suspendedAt !== null,
  };
}

export function presentMessage(row: typeof messages.$inferSelect): Message {
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: removed ? '' : row.body,
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    removed,
    createdAt: row.createdAt.toISOString(),
    clientId: row.clientId,
  };
}

/** The list's one-line preview: the first non-empty line, cut at a word near 140 characters. */
export function previewOf(body: string) {
  const line = body.split('\n').find((part) => part.trim() !== '')?.trim() ?? '';
  if (line.length <= 140) return line;
  const cut = line.slice(0, 140);
  const space = cut.lastIndexOf(' ');
  return `${(space > 100 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
