import { MEMBERSHIP_LEVELS, type MembershipLevelId, membershipSplitCents } from '@shared/memberships';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { levelText } from '../format';
import { membershipsMessages } from '../messages';

type Props = { value: MembershipLevelId; onChange: (level: MembershipLevelId) => void };

/** The four levels as native radio buttons in a fieldset: arrow keys move through them, each names its amount and the charities' half. */
export function LevelChoice({ value, onChange }: Props) {
  const t = useT(membershipsMessages);
  const locale = useLocale();
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{t('form.levels')}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {MEMBERSHIP_LEVELS.map((level) => (
          <label
            key={level.id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border-2 border-slate-300 bg-white p-4 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name="membership-level"
              value={level.id}
              checked={value === level.id}
              onChange={() => onChange(level.id)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{levelText(level.id, t, locale)}</span>
              <span className="block text-sm text-slate-700">{t('level.split', { charities: formatCents(membershipSplitCents(level.amountCents).charities, locale) })}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
