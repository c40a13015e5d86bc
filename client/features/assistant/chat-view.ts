import { CHAT_STORAGE_KEY } from '@shared/assistant';

/*
 * The chat lives in sessionStorage under one key (spec section 3's browser-only chat message), so it
 * survives moving between pages and reloading this tab, and ends with the tab. The collapsed bar, in
 * the first load, reads and writes only the view; the panel (storage.ts) the messages.
 */

export type ChatView = 'closed' | 'open' | 'minimised';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: the chat then lasts for this page only
  }
}

/** The stored object as it is, or an empty one. */
export function readStoredObject(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(CHAT_STORAGE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Changes part of the stored chat and keeps the rest. */
export function writeStoredObject(change: Record<string, unknown>) {
  try {
    storage()?.setItem(CHAT_STORAGE_KEY, JSON.stringify({ ...readStoredObject(), ...change }));
  } catch {
    // full or blocked: the chat stays on screen, it just will not outlive the page
  }
}

export function readStoredView(): ChatView {
  const { view } = readStoredObject();
  return view === 'open' || view === 'minimised' ? view : 'closed';
}

export const writeStoredView = (view: ChatView) => writeStoredObject({ view });
