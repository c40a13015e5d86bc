import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { Checklist } from '@shared/api/settings';
import { SettingsCard } from './settings-card';

const SERVICES = [
  { id: 'payments', what: 'Set all three for real card payments, and point a Stripe webhook at /api/webhooks/stripe (see the README, "Donations").' },
  { id: 'email', what: 'SMTP_URL is your mail server, e.g. smtp://user:password@mail.example.org:587; MAIL_FROM the sender, e.g. "Your Charity <hello@your-charity.org>".' },
  { id: 'google', what: 'From a Google Cloud OAuth client; its redirect address is your site address followed by /api/auth/google/callback.' },
] as const;

/**
 * What is set on the server rather than here: environment variables, read when the server starts.
 * The go-live checklist links here for each of them.
 */
export function EnvironmentSection({ checklist }: { checklist: Checklist | undefined }) {
  return (
    <SettingsCard
      id="environment"
      title="Set on the server"
      intro="Payments, e-mail and Google sign-in are connected with environment variables on the server (the README lists them all). Set them, then restart the server."
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
                <span className="sr-only">{item.done ? ': set up' : ': not set up yet'}</span>
              </p>
              <p className="mt-1 text-sm break-words text-slate-700">{item.detail}</p>
              <p className="mt-2 flex flex-wrap gap-1.5">
                {item.env.map((name) => (
                  <code key={name} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs break-all text-slate-900">
                    {name}
                  </code>
                ))}
              </p>
              <p className="mt-2 text-sm break-words text-slate-700">{service.what}</p>
            </li>
          );
        })}
      </ul>
    </SettingsCard>
  );
}
