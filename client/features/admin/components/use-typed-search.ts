import { type FormEvent, useEffect, useState } from 'react';

export const SEARCH_DELAY_MS = 400;
export const SEARCH_MAX_LENGTH = 200;

export type OnSearch = (q: string, options: { typing: boolean }) => void;

/**
 * An admin search box's text: searches as the admin pauses typing, or at once when the form is
 * submitted; follows the URL's search when that changes on its own (back, forward, a link).
 */
export function useTypedSearch(q: string, onSearch: OnSearch) {
  const [draft, setDraft] = useState(q);
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    // Unless it is the one being typed.
    if (draft.trim() !== q) setDraft(q);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === q) return;
    const timer = setTimeout(() => onSearch(next, { typing: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, q, onSearch]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim(), { typing: false });
  };
  return { draft, setDraft, submit };
}
