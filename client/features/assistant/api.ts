import type { ChatBody } from '@shared/api/assistant';
import type { StoredReaction } from '@shared/assistant';
import { api, call } from '@client/lib/api';

/*
 * The assistant's calls (spec section 7 and issue 9). Types only from shared/api/assistant, so no zod
 * reaches the widget's chunk.
 */

/** POST /api/chat: the question (trimmed) and the last few turns; the answer with its sources. */
export function postChat(body: ChatBody) {
  return call(api.assistant.ask, { body });
}

/** POST /api/chat/{id}/reaction: whether an answer helped (null takes the thumb back). */
export async function postChatReaction(answerId: string, reaction: StoredReaction | null): Promise<void> {
  await call(api.assistant.react, { params: { id: answerId }, body: { reaction } });
}
