import type { MyMembership } from '@shared/api/memberships';
import { levelOf, type MembershipLevelId, supporterUntilOf } from '@shared/memberships';
import { formatCents } from '@client/lib/format';
import type { Translate } from '@client/lib/i18n';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import type { membershipsMessages } from './messages';

type T = Translate<(typeof membershipsMessages)['en']>;

/** '$5 a month', '$50 a year'. */
export function levelText(id: MembershipLevelId, t: T, locale: Locale) {
  const level = levelOf(id);
  const amount = formatCents(level.amountCents, locale);
  return level.interval === 'month' ? t('level.month', { amount }) : t('level.year', { amount });
}

/** A date as the member reads it: 'December 30, 2026'. */
export const longDate = (value: string | Date, locale: Locale) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long' }).format(new Date(value));

/** 'Renews on …' for a renewing membership, 'Supporter until …' for a cancelled one still in its paid period. */
export function periodText(m: Pick<MyMembership, 'status' | 'currentPeriodEnd'>, t: T, locale: Locale) {
  if (!m.currentPeriodEnd) return null;
  if (m.status === 'active') return t('status.renews', { date: longDate(m.currentPeriodEnd, locale) });
  const until = m.status === 'cancelling' ? supporterUntilOf(m) : null;
  return until ? t('status.until', { date: longDate(until, locale) }) : null;
}
