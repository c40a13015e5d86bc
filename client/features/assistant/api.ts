import type { ChatBody, ChatResponse } from '@shared/api/assistant';
import type { StoredReaction } from '@shared/assistant';
import { apiRequest } from '@client/lib/api';

/*
 * The assistant's calls (spec section 7 and issue 9). Types only from shared/api/assistant, so no zod
 * reaches the widget's chunk.
 */

export const CHAT_URL = '/api/chat';

/** POST /api/chat: the question (trimmed) and the last few turns; the answer with its sources. */
export async function postChat(body: ChatBody): Promise<ChatResponse> {
  return (await (await apiRequest('POST', CHAT_URL, body)).json()) as ChatResponse;
}

/** POST /api/chat/{id}/reaction: whether an answer helped (null takes the thumb back). */
export async function postChatReaction(answerId: string, reaction: StoredReaction | null): Promise<void> {
  await apiRequest('POST', `${CHAT_URL}/${encodeURIComponent(answerId)}/reaction`, { reaction });
}
