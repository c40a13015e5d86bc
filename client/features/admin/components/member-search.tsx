import { Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { inputClass } from '@client/components/ui/field';

export const SEARCH_DELAY_MS = 400;
export const SEARCH_MAX_LENGTH = 200;

type Props = {
  /** The search in the URL. */
  q: string;
  /** Called with the trimmed text; `typing` when it comes from the pause after typing. */
  onSearch: (q: string, options: { typing: boolean }) => void;
};

/** Searches as the admin pauses typing, or at once on Enter / the Search button. */
export function MemberSearch({ q, onSearch }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(q);
  const [seen, setSeen] = useState(q);
  // The URL changed on its own (back, forward, a link): show its search, unless it is the one being typed.
  if (q !== seen) {
    setSeen(q);
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

  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="w-full space-y-1 sm:max-w-md">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          Search members
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Name or email"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
        />
      </div>
      <Button type="submit" variant="outline" className="sm:self-end">
        <Search aria-hidden="true" /> Search
      </Button>
    </form>
  );
}
