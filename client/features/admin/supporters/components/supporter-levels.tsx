import type { AdminMembershipSummary } from '@shared/api/memberships';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { useLocale, useT } from '@client/lib/i18n';
import { DataTable } from '../../components/data-table';
import { supportersAdminMessages } from '../messages';
import { useLevelLabel } from './level-label';

/** How many supporters each level has now. */
export function SupporterLevels({ levels }: { levels: AdminMembershipSummary['levels'] | undefined }) {
  const t = useT(supportersAdminMessages);
  const locale = useLocale();
  const levelLabel = useLevelLabel();
  const number = new Intl.NumberFormat(INTL_LOCALE[locale]);
  return (
    <DataTable caption={t('levels.caption')} columns={[t('levels.level'), t('levels.supporters')]} items={levels} empty={null}>
      {(level) => (
        <tr key={level.level}>
          <th scope="row" className="px-4 py-3 font-normal text-slate-900">
            {levelLabel(level)}
          </th>
          <td className="px-4 py-3 tabular-nums text-slate-900" data-testid="level-supporters">
            {number.format(level.supporters)}
          </td>
        </tr>
      )}
    </DataTable>
  );
}
