import type { ChatSource } from '@shared/api/assistant';
import { chatAnswerKinds, chatReactions, type ChatAnswerKind, type ChatReaction } from '@shared/assistant';
import { readStoredObject, writeStoredObject } from './chat-view';

export type ChatReactions = Record<ChatReaction, boolean>;

/** Spec section 3: id, role, content, timestamp, reactions; an answer also keeps what the server said of it. */
export type ChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  reactions: ChatReactions;
  /** The server's id for an answer, where its thumbs are sent (the greeting has none). */
  answerId?: string;
  kind?: ChatAnswerKind;
  sources?: ChatSource[];
};

/** More than anyone scrolls back through; keeps the stored conversation small. */
export const STORED_MESSAGES_MAX = 100;

export const noReactions = (): ChatReactions => ({ thumbsUp: false, thumbsDown: false, heart: false, smile: false });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function readSource(value: unknown): ChatSource | null {
  return isRecord(value) && isString(value.title) && isString(value.url) ? { title: value.title, url: value.url } : null;
}

/** One stored message, or null when it is not one (an older or tampered value is dropped, not trusted). */
function readMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value) || !isString(value.id) || !isString(value.content) || !isString(value.timestamp)) return null;
  if (value.role !== 'user' && value.role !== 'assistant') return null;
  const reactions = noReactions();
  if (isRecord(value.reactions)) for (const reaction of chatReactions) reactions[reaction] = value.reactions[reaction] === true;
  const message: ChatMessage = { id: value.id, role: value.role, content: value.content, timestamp: value.timestamp, reactions };
  if (isString(value.answerId)) message.answerId = value.answerId;
  const kind = chatAnswerKinds.find((known) => known === value.kind);
  if (kind) message.kind = kind;
  if (Array.isArray(value.sources)) message.sources = value.sources.map(readSource).filter((source): source is ChatSource => source !== null);
  return message;
}

/** The conversation so far in this tab (empty at first). */
export function readStoredMessages(): ChatMessage[] {
  const { messages } = readStoredObject();
  return Array.isArray(messages) ? messages.map(readMessage).filter((message): message is ChatMessage => message !== null) : [];
}

export const writeStoredMessages = (messages: ChatMessage[]) => writeStoredObject({ messages: messages.slice(-STORED_MESSAGES_MAX) });
