import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantEntry } from '../../shared/api/assistant';
import { CHAT_GREETING, CHAT_HISTORY_MAX, CHAT_STORAGE_KEY } from '../../shared/assistant';
import { getToasts } from '../../client/components/ui/use-toast';
import { matchingEntries } from '../../client/features/admin/assistant/components/knowledge-base';
import { keywordsFrom, toEntryBody } from '../../client/features/admin/assistant/components/entry-dialog';
import {
  getChatState,
  GREETING_ID,
  historyFor,
  resetChatStateForTests,
  sendChatMessage,
  storedReactionOf,
  toggledReactions,
  toggleReaction,
} from '../../client/features/assistant/chat-store';
import { readStoredView, writeStoredView } from '../../client/features/assistant/chat-view';
import { AnswerText } from '../../client/features/assistant/components/answer-text';
import { type ChatMessage, noReactions, readStoredMessages } from '../../client/features/assistant/storage';

/** A sessionStorage for the node test environment. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const message = (role: ChatMessage['role'], content: string, id = `${role}-${content}`): ChatMessage => ({
  id,
  role,
  content,
  timestamp: '2026-01-01T10:00:00.000Z',
  reactions: noReactions(),
});

const answerJson = { id: '6f1c2c1e-7d53-4a0b-9f43-0c6ad1b8d2b1', response: 'Most babies need 5 to 8 casts.', timestamp: '2026-01-01T10:00:01.000Z', sources: [{ title: 'The Ponseti Method', url: '/resources/the-ponseti-method-step-by-step' }], kind: 'answer' };

beforeEach(() => {
  vi.stubGlobal('window', { sessionStorage: fakeSessionStorage() });
  resetChatStateForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the chat history sent with a question', () => {
  it('leaves out the greeting and keeps the last turns, oldest first', () => {
    const turns = Array.from({ length: 10 }, (_, i) => message(i % 2 ? 'assistant' : 'user', `turn ${i}`));
    const history = historyFor([{ ...message('assistant', CHAT_GREETING), id: GREETING_ID }, ...turns]);
    expect(history).toHaveLength(CHAT_HISTORY_MAX);
    expect(history[0]).toEqual({ role: 'user', content: 'turn 4' });
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'turn 9' });
    expect(historyFor([{ ...message('assistant', CHAT_GREETING), id: GREETING_ID }])).toEqual([]);
  });
});

describe('reactions', () => {
  it('thumbs up and down exclude each other; heart and smile toggle on their own', () => {
    let reactions = toggledReactions(noReactions(), 'thumbsUp');
    expect(storedReactionOf(reactions)).toBe('thumbsUp');
    reactions = toggledReactions(toggledReactions(reactions, 'heart'), 'thumbsDown');
    expect(reactions).toEqual({ thumbsUp: false, thumbsDown: true, heart: true, smile: false });
    expect(storedReactionOf(reactions)).toBe('thumbsDown');
    reactions = toggledReactions(reactions, 'thumbsDown');
    expect(storedReactionOf(reactions)).toBeNull();
    expect(reactions.heart).toBe(true);
  });
});

describe('sending a question', () => {
  it('trims it, sends the turns before it, appends the answer and keeps the conversation for the tab', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answerJson), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(getChatState().messages.map((m) => m.content)).toEqual([CHAT_GREETING]);

    const sending = sendChatMessage('  How many casts?  ');
    expect(getChatState().pending).toBe(true);
    await sending;

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat');
    expect(JSON.parse(init.body as string)).toEqual({ message: 'How many casts?', history: [] });
    const state = getChatState();
    expect(state.pending).toBe(false);
    expect(state.messages.map((m) => [m.role, m.content])).toEqual([
      ['assistant', CHAT_GREETING],
      ['user', 'How many casts?'],
      ['assistant', 'Most babies need 5 to 8 casts.'],
    ]);
    expect(state.announcement).toBe('Assistant: Most babies need 5 to 8 casts.');

    // Stored, and read back by a new page of the same tab.
    resetChatStateForTests();
    expect(readStoredMessages().at(-1)).toMatchObject({ answerId: answerJson.id, kind: 'answer', sources: answerJson.sources });
    expect(getChatState().messages).toHaveLength(3);
  });

  it('sends nothing blank', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await sendChatMessage(' \n\t ');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getChatState().messages).toHaveLength(1);
  });

  it('on failure clears the waiting state, logs, and shows the Communication Error notice', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"down"}', { status: 500 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await sendChatMessage('Hello?');
    expect(getChatState().pending).toBe(false);
    expect(logged).toHaveBeenCalled();
    expect(getToasts()[0]).toMatchObject({
      title: 'Communication Error',
      description: 'There was a problem connecting to the assistant. Please try again.',
      variant: 'destructive',
    });
  });

  it('sends a thumb to the server for an answer, but heart and smile stay in the browser', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answerJson), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await sendChatMessage('How many casts?');
    const answer = getChatState().messages.at(-1) as ChatMessage;
    fetchMock.mockImplementation(async () => new Response('{"ok":true}', { status: 200 }));

    toggleReaction(answer.id, 'heart');
    toggleReaction(GREETING_ID, 'thumbsUp');
    toggleReaction(answer.id, 'thumbsUp');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/chat/${answerJson.id}/reaction`);
    expect(JSON.parse(init.body as string)).toEqual({ reaction: 'thumbsUp' });
    expect(getChatState().messages[0]?.reactions.thumbsUp).toBe(true);
  });
});

describe('the stored chat', () => {
  it('keeps the view beside the messages and drops what is not a message', () => {
    writeStoredView('minimised');
    expect(readStoredView()).toBe('minimised');
    const storage = (window as unknown as { sessionStorage: Storage }).sessionStorage;
    storage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({ view: 'open', messages: [message('user', 'kept'), { role: 'admin', content: 'x' }, 'junk', { ...message('assistant', 'a'), kind: 'bogus', sources: [{ title: 1 }] }] }),
    );
    expect(readStoredView()).toBe('open');
    const messages = readStoredMessages();
    expect(messages.map((m) => m.content)).toEqual(['kept', 'a']);
    expect(messages[1]?.kind).toBeUndefined();
    expect(messages[1]?.sources).toEqual([]);
    storage.setItem(CHAT_STORAGE_KEY, 'not json');
    expect(readStoredView()).toBe('closed');
    expect(readStoredMessages()).toEqual([]);
  });
});

describe('answer text', () => {
  const html = (text: string) =>
    renderToStaticMarkup(
      <StaticRouter location="/">
        <AnswerText text={text} />
      </StaticRouter>,
    );

  it('makes paragraphs, and site paths in parentheses links within the site', () => {
    const out = html('First part.\n\nAsk in the forum (/community/forum) or see (/about#faq).');
    expect(out.match(/<p /g)).toHaveLength(2);
    expect(out).toContain('(<a class="');
    expect(out).toMatch(/href="\/community\/forum"[^>]*>\/community\/forum<\/a>\)/);
    expect(out).toMatch(/href="\/about#faq"[^>]*>\/about#faq<\/a>\)/);
  });

  it('leaves everything else as text: other parentheses, other sites, markup', () => {
    const out = html('From “Bracing” (Nights and naps) see (//evil.example) or (https://x.org) <b>hi</b>');
    expect(out).not.toContain('<a');
    expect(out).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });
});

describe('knowledge base form and search', () => {
  it('reads comma-separated keywords and an empty related page as none', () => {
    expect(keywordsFrom(' casts, plaster ,, casting ')).toEqual(['casts', 'plaster', 'casting']);
    expect(toEntryBody({ question: ' Q? ', answer: ' A. ', keywords: '', relatedUrl: '  ' })).toEqual({ question: 'Q?', answer: 'A.', keywords: [], relatedUrl: null });
  });

  it('finds entries containing every word searched for', () => {
    const entry = (id: number, question: string, keywords: string[]): AssistantEntry => ({
      id,
      question,
      answer: 'An answer.',
      keywords,
      relatedUrl: null,
      relatedTitle: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const entries = [entry(1, 'How long do casts stay on?', ['plaster']), entry(2, 'Boots at night?', ['brace', 'sleep'])];
    expect(matchingEntries(entries, '  ').map((e) => e.id)).toEqual([1, 2]);
    expect(matchingEntries(entries, 'BRACE sleep').map((e) => e.id)).toEqual([2]);
    expect(matchingEntries(entries, 'casts brace')).toEqual([]);
  });
});
