import { format } from 'date-fns';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@client/components/ui/skeleton';
import { QueryError } from '@client/components/query-error';
import { usePageMeta } from '@client/lib/page-meta';
import { useAdminSettings, useGoLiveChecklist } from '../settings/api';
import { ContactDetailsForm } from '../settings/components/contact-form';
import { EnvironmentSection } from '../settings/components/environment-section';
import { HouseMessages } from '../settings/components/house-messages';
import { OrganisationForm } from '../settings/components/organisation-form';
import { SocialLinksForm } from '../settings/components/social-form';
import { TeamManager } from '../settings/components/team-manager';

const SECTIONS = [
  ['organisation', 'Organisation'],
  ['contact', 'Contact details'],
  ['social', 'Social links'],
  ['team', 'Team'],
  ['messages', 'Ad slot messages'],
  ['environment', 'Set on the server'],
] as const;

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
  usePageMeta('Site settings', 'The organisation, contact details, social links, team and ad slot messages visitors see.');
  const settings = useAdminSettings();
  const checklist = useGoLiveChecklist();
  const data = settings.data;
  useSectionFromHash(Boolean(data));

  // Each form starts from the values saved for its own section, and starts again when they change.
  const keyOf = (value: unknown) => JSON.stringify(value);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Site settings</h1>
        <p className="mt-2 text-slate-700">
          What visitors see about your organisation: on About and Contact, in the footer, on the donate page, and in e-mails and receipts. Every change
          is recorded in the audit log.
        </p>
        {data?.updatedAt ? (
          <p className="mt-1 text-sm text-slate-700">
            Last changed <time dateTime={data.updatedAt}>{format(new Date(data.updatedAt), 'MMM d, yyyy h:mm a')}</time>.
          </p>
        ) : null}
      </div>

      <nav aria-label="Settings sections">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {settings.isError ? (
        <QueryError title="Could not load the settings" error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : !data ? (
        <div aria-busy="true" className="space-y-4">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
          <span className="sr-only">Loading the settings</span>
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
