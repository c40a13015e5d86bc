import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@client/components/ui/button';
import { inputClass } from '@client/components/ui/field';
import { useT } from '@client/lib/i18n';
import { adminMessages } from '../messages';
import { type OnSearch, SEARCH_MAX_LENGTH, useTypedSearch } from './use-typed-search';

type Props = {
  /** The search in the URL. */
  q: string;
  /** Called with the trimmed text; `typing` when it comes from the pause after typing. */
  onSearch: OnSearch;
};

/** Searches as the admin pauses typing, or at once on Enter / the Search button. */
export function MemberSearch({ q, onSearch }: Props) {
  const id = useId();
  const t = useT(adminMessages);
  const { draft, setDraft, submit } = useTypedSearch(q, onSearch);

  return (
    <form method="post" role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="w-full space-y-1 sm:max-w-md">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {t('members.search.label')}
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('members.search.placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
        />
      </div>
      <Button type="submit" variant="outline" className="sm:self-end">
        <Search aria-hidden="true" /> {t('members.search.button')}
      </Button>
    </form>
  );
}
