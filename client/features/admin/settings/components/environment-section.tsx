import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { Checklist } from '@shared/api/settings';
import { useT } from '@client/lib/i18n';
import { adminMessages } from '../../messages';
import { SettingsCard } from './settings-card';

type Key = keyof (typeof adminMessages)['en'];

const SERVICES = [
  { id: 'payments', what: 'settings.environment.payments' },
  { id: 'email', what: 'settings.environment.email' },
  { id: 'google', what: 'settings.environment.google' },
] as const satisfies readonly { id: string; what: Key }[];

/** MAIL_FROM's example: a value, given to the message so its angle brackets are not read as a tag. */
const SENDER_EXAMPLE = '"Your Charity <hello@your-charity.org>"';

/**
 * What is set on the server rather than here: environment variables, read when the server starts.
 * The go-live checklist links here for each of them.
 */
export function EnvironmentSection({ checklist }: { checklist: Checklist | undefined }) {
  const t = useT(adminMessages);
  return (
    <SettingsCard
      id="environment"
      title={t('settings.environment.title')}
      intro={t('settings.environment.intro')}
    >
      <ul className="space-y-3">
        {SERVICES.map((service) => {
          const item = checklist?.items.find((candidate) => candidate.id === service.id);
          if (!item) return null;
          return (
            <li key={service.id} className="rounded-lg border border-slate-200 p-4">
              <p className="flex items-center gap-2 font-semibold text-slate-900">
                {item.done ? <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" /> : <CircleAlert aria-hidden="true" className="size-5 text-amber-700" />}
                {item.title}
                <span className="sr-only">{item.done ? t('settings.environment.done') : t('settings.environment.notDone')}</span>
              </p>
              <p className="mt-1 text-sm break-words text-slate-700">{item.detail}</p>
              <p className="mt-2 flex flex-wrap gap-1.5">
                {item.env.map((name) => (
                  <code key={name} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs break-all text-slate-900">
                    {name}
                  </code>
                ))}
              </p>
              <p className="mt-2 text-sm break-words text-slate-700">{t(service.what, { sender: SENDER_EXAMPLE })}</p>
            </li>
          );
        })}
      </ul>
    </SettingsCard>
  );
}
