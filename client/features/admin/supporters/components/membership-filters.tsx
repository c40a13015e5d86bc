import { Search } from 'lucide-react';
import { useId } from 'react';
import { MEMBERSHIP_LEVELS, membershipStatuses, type MembershipLevelId, type MembershipStatus } from '@shared/memberships';
import { Button } from '@client/components/ui/button';
import { inputClass } from '@client/components/ui/field';
import { useT } from '@client/lib/i18n';
import { ListFilter } from '../../components/list-filter';
import { type OnSearch, SEARCH_MAX_LENGTH, useTypedSearch } from '../../components/use-typed-search';
import { supportersAdminMessages } from '../messages';
import { useLevelLabel } from './level-label';

type Props = {
  q: string;
  status: MembershipStatus | null;
  level: MembershipLevelId | null;
  onSearch: OnSearch;
  onStatus: (status: MembershipStatus | null) => void;
  onLevel: (level: MembershipLevelId | null) => void;
};

/** A name or address searched as the admin pauses typing (or at once on Enter); status and level apply at once. */
export function MembershipFilters({ q, status, level, onSearch, onStatus, onLevel }: Props) {
  const id = useId();
  const t = useT(supportersAdminMessages);
  const levelLabel = useLevelLabel();
  const { draft, setDraft, submit } = useTypedSearch(q, onSearch);
  const statusLabels = Object.fromEntries(membershipStatuses.map((value) => [value, t(`status.${value}`)])) as Record<MembershipStatus, string>;
  const levelLabels = Object.fromEntries(MEMBERSHIP_LEVELS.map((value) => [value.id, levelLabel(value)])) as Record<MembershipLevelId, string>;
  return (
    <form method="post" role="search" aria-label={t('filters.label')} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="w-full space-y-1 sm:max-w-xs">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-900">
          {t('filters.search')}
        </label>
        <input id={`${id}-q`} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={SEARCH_MAX_LENGTH} autoComplete="off" className={inputClass} />
      </div>
      <ListFilter label={t('filters.status')} value={status} options={membershipStatuses} labels={statusLabels} onChange={onStatus} />
      <ListFilter label={t('filters.level')} value={level} options={MEMBERSHIP_LEVELS.map((value) => value.id)} labels={levelLabels} onChange={onLevel} />
      <Button type="submit" variant="outline" className="sm:self-end">
        <Search aria-hidden="true" /> {t('filters.submit')}
      </Button>
    </form>
  );
}
