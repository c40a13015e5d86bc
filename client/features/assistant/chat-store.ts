import { useSyncExternalStore } from 'react';
import type { ChatBody } from '@shared/api/assistant';
import { CHAT_GREETING, CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX, type ChatReaction, type StoredReaction } from '@shared/assistant';
import { toast } from '@client/components/ui/use-toast';
import { postChat, postChatReaction } from './api';
import { type ChatMessage, noReactions, readStoredMessages, writeStoredMessages } from './storage';
import { tIn } from '@client/lib/i18n';
import { assistantMessages } from './messages';

/*
 * The conversation, kept outside React: an answer that arrives after the panel was closed is still
 * added (and stored), and every page of the tab shares one conversation.
 */

export const GREETING_ID = 'greeting';

/** Spec section 8, word for word (in English), in the page's language. */
export const chatFailureNotice = () => {
  const t = tIn(assistantMessages);
  return { title: t('failure.title'), description: t('failure.description') };
};

export type ChatState = {
  messages: ChatMessage[];
  /** Waiting for an answer: the typing indicator shows, input and send are disabled. */
  pending: boolean;
  /** What the polite live region says: the newest answer. */
  announcement: string;
};

const greeting = (): ChatMessage => ({
  id: GREETING_ID,
  role: 'assistant',
  content: CHAT_GREETING,
  timestamp: new Date().toISOString(),
  reactions: noReactions(),
});

let counter = 0;
/** Ids for this tab's messages; only need to be unique within the conversation. */
const newId = () => `${Date.now().toString(36)}-${(counter += 1).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

let state: ChatState | null = null;
const listeners = new Set<() => void>();

function current(): ChatState {
  if (!state) {
    const stored = readStoredMessages();
    state = { messages: stored.length > 0 ? stored : [greeting()], pending: false, announcement: '' };
  }
  return state;
}

function update(change: Partial<ChatState>) {
  const before = current();
  state = { ...before, ...change };
  if (change.messages && change.messages !== before.messages) writeStoredMessages(change.messages);
  for (const listener of listeners) listener();
}

export function getChatState() {
  return current();
}

export function useChatState() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    current,
  );
}

/** The turns sent along with a question: the last few before it, oldest first, without the greeting. */
export function historyFor(messages: readonly ChatMessage[]): NonNullable<ChatBody['history']> {
  return messages
    .filter((message) => message.id !== GREETING_ID)
    .slice(-CHAT_HISTORY_MAX)
    .map((message) => ({ role: message.role, content: message.content.slice(0, CHAT_MESSAGE_MAX * 2) }));
}

/** Spec section 5: trimmed, never empty, one at a time. Resolves once the answer (or the failure) is in. */
export async function sendChatMessage(text: string): Promise<void> {
  const message = text.trim().slice(0, CHAT_MESSAGE_MAX);
  const before = current();
  if (!message || before.pending) return;
  const history = historyFor(before.messages);
  const question: ChatMessage = { id: newId(), role: 'user', content: message, timestamp: new Date().toISOString(), reactions: noReactions() };
  update({ messages: [...before.messages, question], pending: true, announcement: '' });
  try {
    const answer = await postChat({ message, history });
    const reply: ChatMessage = {
      id: newId(),
      role: 'assistant',
      content: answer.response,
      timestamp: answer.timestamp,
      reactions: noReactions(),
      answerId: answer.id,
      kind: answer.kind,
      sources: answer.sources,
    };
    update({ messages: [...current().messages, reply], pending: false, announcement: `Assistant: ${answer.response}` });
  } catch (error) {
    console.error('The assistant could not be reached', error);
    update({ pending: false });
    toast({ ...chatFailureNotice(), variant: 'destructive' });
  }
}

/** Thumbs up and down exclude each other; heart and smile toggle on their own. */
export function toggledReactions(reactions: ChatMessage['reactions'], reaction: ChatReaction): ChatMessage['reactions'] {
  const next = { ...reactions, [reaction]: !reactions[reaction] };
  if (reaction === 'thumbsUp' && next.thumbsUp) next.thumbsDown = false;
  if (reaction === 'thumbsDown' && next.thumbsDown) next.thumbsUp = false;
  return next;
}

export const storedReactionOf = (reactions: ChatMessage['reactions']): StoredReaction | null =>
  reactions.thumbsUp ? 'thumbsUp' : reactions.thumbsDown ? 'thumbsDown' : null;

// One answer's thumbs are sent in order, so quick changes of mind end with the last one.
const reactionQueues = new Map<string, Promise<void>>();

export function toggleReaction(messageId: string, reaction: ChatReaction) {
  const messages = current().messages;
  const target = messages.find((message) => message.id === messageId);
  if (!target || target.role !== 'assistant') return;
  const reactions = toggledReactions(target.reactions, reaction);
  update({ messages: messages.map((message) => (message === target ? { ...message, reactions } : message)) });

  const answerId = target.answerId;
  if (!answerId || (reaction !== 'thumbsUp' && reaction !== 'thumbsDown')) return;
  const stored = storedReactionOf(reactions);
  const queued = (reactionQueues.get(answerId) ?? Promise.resolve())
    .then(() => postChatReaction(answerId, stored))
    .catch((error: unknown) => console.warn('The reaction could not be saved', error));
  reactionQueues.set(answerId, queued);
}

/** The panel closed: its live region goes with it, and a reopened one must not read out an old answer. */
export function clearAnnouncement() {
  if (current().announcement) update({ announcement: '' });
}

/** Tests only: start again from the stored conversation. */
export function resetChatStateForTests() {
  state = null;
  reactionQueues.clear();
}
