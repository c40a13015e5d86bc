import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { MyMembership } from '@shared/api/memberships';
import { paths } from '@shared/routes';
import { useLocale, useT } from '@client/lib/i18n';
import { levelText, periodText } from '../format';
import { membershipsMessages } from '../messages';

/** A current supporter's status on /membership: level, until when, and where to manage it. */
export function SupporterStatus({ membership }: { membership: MyMembership }) {
  const t = useT(membershipsMessages);
  const locale = useLocale();
  const period = periodText(membership, t, locale);
  return (
    <section aria-labelledby="supporter-status" className="space-y-3">
      <h2 id="supporter-status" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <BadgeCheck aria-hidden="true" className="size-6 text-brand-700" /> {t('status.title')}
      </h2>
      <p className="text-slate-800">{t('status.level', { level: levelText(membership.level, t, locale) })}</p>
      {period ? <p className="text-slate-800">{period}</p> : null}
      <p>
        <Link to={`${paths.profile}#membership`} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
          {t('status.manage')}
        </Link>
      </p>
    </section>
  );
}
