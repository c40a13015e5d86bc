import type { MembershipInterval } from '@shared/memberships';
import { formatCents } from '@client/lib/format';
import { type Translate, useLocale, useT } from '@client/lib/i18n';
import { supportersAdminMessages } from '../messages';

type T = Translate<(typeof supportersAdminMessages)['en']>;

/** "$10 a month", "$100 a year". */
export function useLevelLabel() {
  const t: T = useT(supportersAdminMessages);
  const locale = useLocale();
  return (level: { interval: MembershipInterval; amountCents: number }) =>
    t(level.interval === 'month' ? 'level.month' : 'level.year', { amount: formatCents(level.amountCents, locale) });
}
