import { Search, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { componentsMessages } from '@client/components/messages';
import { useT } from '@client/lib/i18n';

type Props = {
  /** The box's accessible name: 'Search the forum'. */
  label: string;
  placeholder: string;
  /** The words searched now (from the URL); mount with `key={initial}` so a new search starts from it. */
  initial: string;
  /** The trimmed words; '' ends the search. */
  onSearch: (q: string) => void;
  /** The page itself: before the page's code has taken over, the box is a plain GET form to `?q=`. */
  action: string;
  maxLength?: number;
};

/**
 * A page's search box (forum, library): the words go to `onSearch` on submit (the pages put them in
 * the URL, so a result list can be linked); the clear button empties the box and ends a search.
 */
export function SearchBox({ label, placeholder, initial, onSearch, action, maxLength = 200 }: Props) {
  const id = useId();
  const t = useT(componentsMessages);
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field itself, not `draft`: words typed into a prerendered page before it took over are in
    // the input but were never seen by onChange.
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" action={action} method="get" onSubmit={submit} className="mt-8 flex max-w-2xl gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          name="q"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          className="h-11 w-full rounded-md border border-slate-300 bg-white pr-10 pl-9 text-base text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        {draft ? (
          <button
            type="button"
            onClick={() => {
              setDraft('');
              if (initial) onSearch('');
            }}
            className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 items-center justify-center rounded text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('search.clear')}</span>
          </button>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="h-11">
        {t('search.submit')}
      </Button>
    </form>
  );
}
