import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@client/components/ui/button';
import { inputClass } from '@client/components/ui/field';
import { type OnSearch, SEARCH_MAX_LENGTH, useTypedSearch } from '../../components/use-typed-search';
import type { VideoStatusFilter } from '../api';
import { useT } from '@client/lib/i18n';
import { videosAdminMessages } from '../messages';

export const STATUS_FILTERS = [
  { value: 'all', label: 'filters.all' },
  { value: 'draft', label: 'filters.drafts' },
  { value: 'published', label: 'filters.published' },
] as const satisfies readonly { value: VideoStatusFilter; label: keyof (typeof videosAdminMessages)['en'] }[];

type Props = {
  /** The search and status in the URL. */
  q: string;
  status: VideoStatusFilter;
  /** Called with the trimmed text; `typing` when it comes from the pause after typing. */
  onSearch: OnSearch;
  onStatus: (status: VideoStatusFilter) => void;
};

/** Searches videos as the admin pauses typing (or at once on Enter); the status applies at once. */
export function VideoFilters({ q, status, onSearch, onStatus }: Props) {
  const id = useId();
  const t = useT(videosAdminMessages);
  const { draft, setDraft, submit } = useTypedSearch(q, onSearch);

  return (
    <form method="post" role="search" aria-label={t('filters.label')} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="w-full space-y-1 sm:max-w-md">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-900">
          {t('filters.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('filters.placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          className={inputClass}
        />
      </div>
      <div className="space-y-1 sm:w-44">
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-900">
          {t('filters.status')}
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => onStatus(event.target.value as VideoStatusFilter)}
          className={inputClass}
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" className="sm:self-end">
        <Search aria-hidden="true" /> {t('filters.submit')}
      </Button>
    </form>
  );
}
