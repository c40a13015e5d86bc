import { useSearchParams } from 'react-router';
import { readPage } from './pager';

/** An admin list's filters and page, kept in the address; a new filter starts again at the first page. */
export function useListParams<Filter extends string>() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = (name: Filter | 'page', value: string | null) =>
    setSearchParams((previous) => {
      // The address as it is now: React Router's `previous` is the last render's, so a second change made
      // before the page renders again (Type, then Status, quickly) would undo the first.
      const params = new URLSearchParams(typeof window === 'undefined' ? previous : window.location.search);
      if (value) params.set(name, value);
      else params.delete(name);
      if (name !== 'page') params.delete('page');
      return params;
    });
  return {
    searchParams,
    page: readPage(searchParams.get('page')),
    update,
    goToPage: (next: number) => update('page', next > 1 ? String(next) : null),
  };
}
