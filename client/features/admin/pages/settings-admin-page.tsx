import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { dateText } from '@client/components/date-time';
import { Skeleton } from '@client/components/ui/skeleton';
import { QueryError } from '@client/components/query-error';
import { useClock } from '@client/lib/clock';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { adminMessages } from '../messages';
import { useAdminSettings, useGoLiveChecklist } from '../settings/api';
import { ContactDetailsForm } from '../settings/components/contact-form';
import { EnvironmentSection } from '../settings/components/environment-section';
import { HouseMessages } from '../settings/components/house-messages';
import { OrganisationForm } from '../settings/components/organisation-form';
import { SocialLinksForm } from '../settings/components/social-form';
import { TeamManager } from '../settings/components/team-manager';

type Key = keyof (typeof adminMessages)['en'];

const SECTIONS = [
  ['organisation', 'settings.organisation.title'],
  ['contact', 'settings.contact.title'],
  ['social', 'settings.social.title'],
  ['team', 'settings.team.title'],
  ['messages', 'settings.messages.heading'],
  ['environment', 'settings.environment.title'],
] as const satisfies readonly (readonly [string, Key])[];

/** A link to a section (the checklist's) brings it into view once the page has loaded, with the focus on its heading. */
function useSectionFromHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const heading = document.getElementById(`${id}-heading`);
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

/** /admin/settings: what makes the site the charity's own, without editing code (issue 18). Every change is audited. */
export default function SettingsAdminPage() {
  const t = useT(adminMessages);
  const locale = useLocale();
  const clock = useClock();
  usePageMeta(t('settings.meta.title'), t('settings.meta.description'));
  const settings = useAdminSettings();
  const checklist = useGoLiveChecklist();
  const data = settings.data;
  useSectionFromHash(Boolean(data));

  // Each form starts from the values saved for its own section, and starts again when they change.
  const keyOf = (value: unknown) => JSON.stringify(value);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('settings.title')}</h1>
        <p className="mt-2 text-slate-700">{t('settings.intro')}</p>
        {data?.updatedAt ? (
          <p className="mt-1 text-sm text-slate-700">
            <Rich
              t={t}
              k="settings.lastChanged"
              values={{ date: dateText(data.updatedAt, 'MMM d, yyyy h:mm a', clock, undefined, locale) }}
              tags={{ time: (text) => <time dateTime={data.updatedAt ?? undefined}>{text}</time> }}
            />
          </p>
        ) : null}
      </div>

      <nav aria-label={t('settings.sections')}>
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800">
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {settings.isError ? (
        <QueryError title={t('settings.loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : !data ? (
        <div aria-busy="true" className="space-y-4">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
          <span className="sr-only">{t('settings.loading')}</span>
        </div>
      ) : (
        <>
          <OrganisationForm key={keyOf([data.organisation, data.demo.organisation])} settings={data} />
          <ContactDetailsForm key={keyOf([data.contact, data.demo.contact])} settings={data} />
          <SocialLinksForm key={keyOf(data.social)} settings={data} />
          <TeamManager settings={data} />
          <HouseMessages settings={data} />
        </>
      )}
      <EnvironmentSection checklist={checklist.data} />
    </div>
  );
}
