import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@client/components/ui/button';
import { inputClass } from '@client/components/ui/field';
import { type OnSearch, useTypedSearch } from '../../components/use-typed-search';
import { SHOP_SEARCH_MAX_LENGTH } from '../api';
import { useT } from '@client/lib/i18n';
import { shopAdminMessages } from '../messages';

type Props = {
  /** Names the search region: 'Products'. */
  region: string;
  label: string;
  placeholder: string;
  /** The search in the URL. */
  q: string;
  onSearch: OnSearch;
  /** The list's other filters (selects that apply as soon as they change). */
  children: ReactNode;
};

/** A list's search, run as the admin pauses typing (or at once on Enter), beside its filters. */
export function SearchFilters({ region, label, placeholder, q, onSearch, children }: Props) {
  const id = useId();
  const t = useT(shopAdminMessages);
  const { draft, setDraft, submit } = useTypedSearch(q, onSearch);
  return (
    <form method="post" role="search" aria-label={region} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="w-full space-y-1 sm:max-w-sm">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          maxLength={SHOP_SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
        />
      </div>
      {children}
      <Button type="submit" variant="outline" className="sm:self-end">
        <Search aria-hidden="true" /> {t('search')}
      </Button>
    </form>
  );
}
