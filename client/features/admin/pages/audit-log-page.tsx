import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { usePageMeta } from '@client/lib/page-meta';
import { type AuditEntry, useAuditLog } from '../api';
import { QueryError } from '@client/components/query-error';
import { DataTable } from '../components/data-table';

const COLUMNS = ['When', 'Who', 'Action', 'Target'] as const;

const FIELD_WORDS: Record<string, string> = {
  charityNumber: 'charity number',
  charityCountry: 'country of registration',
  officeHours: 'office hours',
  photoUrl: 'photo',
  linkLabel: 'link text',
  x: 'X',
};

/** The fields a settings change touched, in words: "name, charity number". */
const fieldsOf = (details: Record<string, unknown>) =>
  Array.isArray(details.fields) && details.fields.length ? `: ${details.fields.map((field) => FIELD_WORDS[String(field)] ?? String(field)).join(', ')}` : '';
const textOf = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** A site settings change (issue 18) in words: "changed the contact details: address, phone". */
function describeSettings(action: string, details: Record<string, unknown>): string | null {
  switch (action) {
    case 'settings.organisation_updated':
      return `changed the organisation${fieldsOf(details)}`;
    case 'settings.contact_updated':
      return `changed the contact details${fieldsOf(details)}`;
    case 'settings.social_updated':
      return `changed the social links${fieldsOf(details)}`;
    case 'settings.house_message_updated':
      return `changed the ${textOf(details.kind, 'house').replace('-', ' ')} ad message${fieldsOf(details)}`;
    case 'settings.team_member_added':
      return `added ${textOf(details.name, 'a profile')} to the team`;
    case 'settings.team_member_updated':
      return `changed the team profile of ${textOf(details.name, 'a member')}${fieldsOf(details)}`;
    case 'settings.team_member_removed':
      return `removed ${textOf(details.name, 'a profile')} from the team`;
    case 'settings.team_reordered':
      return 'reordered the team';
    default:
      return null;
  }
}

/** A video library change (issue 19) in words: 'published the video “Cast care”'. */
function describeVideo(action: string, details: Record<string, unknown>): string | null {
  const title = `the video “${textOf(details.title, 'untitled')}”`;
  const words: Record<string, string> = {
    'video.created': `added ${title}`,
    'video.updated': `edited ${title}`,
    'video.published': `published ${title}`,
    'video.unpublished': `unpublished ${title}`,
    'video.deleted': `deleted ${title} and its files`,
    'video.uploaded': `uploaded ${textOf(details.fileName, 'a file')} for ${title}`,
    'video.reprocessed': `processed ${title} again`,
    'video.captions': `changed the captions of ${title}`,
    'video.poster': `changed the poster of ${title}`,
    'video.reordered': 'reordered the videos',
  };
  return words[action] ?? null;
}

const roleWord = (value: unknown) => (value === 'admin' ? 'admin' : value === 'member' ? 'member' : typeof value === 'string' ? value : null);

/** The action in words: "changed role member → admin", "suspended", "restored". */
function describeAction(entry: Pick<AuditEntry, 'action' | 'details'>): ReactNode {
  switch (entry.action) {
    case 'user.role_changed': {
      const from = roleWord(entry.details.from);
      const to = roleWord(entry.details.to);
      if (!from || !to) return 'changed role';
      return (
        <>
          changed role{' '}
          <span className="whitespace-nowrap font-medium text-slate-900">
            {from} <span aria-hidden="true">→</span>
            <span className="sr-only">to</span> {to}
          </span>
        </>
      );
    }
    case 'user.suspended':
      return 'suspended';
    case 'user.restored':
      return 'restored';
    default:
      return describeSettings(entry.action, entry.details) ?? describeVideo(entry.action, entry.details) ?? entry.action.replace(/^user\./, '').replace(/[._]+/g, ' ');
  }
}

function Nothing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3">
        <time dateTime={entry.createdAt}>{format(new Date(entry.createdAt), 'MMM d, yyyy h:mm a')}</time>
      </td>
      <td className="px-4 py-3 break-all">{entry.actor ?? <Nothing label="Unknown" />}</td>
      <td className="px-4 py-3">{describeAction(entry)}</td>
      <td className="px-4 py-3 break-all">{entry.target ?? <Nothing label="None" />}</td>
    </tr>
  );
}

export default function AuditLogPage() {
  usePageMeta('Audit log', 'Who changed a role, suspended or restored a member, changed the site settings, and when.');
  const log = useAuditLog();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Audit log</h1>
        <p className="mt-2 text-slate-700">The most recent admin actions (on members, the site settings and more), newest first.</p>
      </div>

      {log.isError ? (
        <QueryError title="Could not load the audit log" error={log.error} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : null}

      <DataTable
        caption="Admin actions, newest first (up to the last 100)"
        columns={COLUMNS}
        items={log.isError ? [] : log.data?.entries}
        empty={log.isError ? 'The audit log could not be loaded.' : 'No admin actions recorded yet.'}
      >
        {(entry) => <EntryRow key={entry.id} entry={entry} />}
      </DataTable>
    </div>
  );
}
