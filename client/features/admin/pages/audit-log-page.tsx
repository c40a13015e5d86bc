import type { ReactNode } from 'react';
import { DateTime } from '@client/components/date-time';
import { type Translate, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { type AuditEntry, useAuditLog } from '../api';
import { QueryError } from '@client/components/query-error';
import { DataTable } from '../components/data-table';
import { adminMessages } from '../messages';

type Messages = (typeof adminMessages)['en'];
type Key = keyof Messages;
type T = Translate<Messages>;

const COLUMNS = ['audit.column.when', 'audit.column.who', 'audit.column.action', 'audit.column.target'] as const satisfies readonly Key[];

/** The settings fields an entry names, in words (any other field by its own name). */
const FIELD_WORDS: Record<string, Key> = {
  name: 'audit.field.name',
  charityNumber: 'audit.field.charityNumber',
  charityCountry: 'audit.field.charityCountry',
  address: 'audit.field.address',
  email: 'audit.field.email',
  phone: 'audit.field.phone',
  officeHours: 'audit.field.officeHours',
  role: 'audit.field.role',
  bio: 'audit.field.bio',
  photoUrl: 'audit.field.photoUrl',
  title: 'audit.field.title',
  text: 'audit.field.text',
  linkLabel: 'audit.field.linkLabel',
  x: 'audit.field.x',
};

/** The ad messages by their kind, in words. */
const KIND_WORDS: Record<string, Key> = {
  membership: 'audit.kind.membership',
  buddy: 'audit.kind.buddy',
  'find-doctor': 'audit.kind.findDoctor',
  donate: 'audit.kind.donate',
};

/** The fields a settings change touched, for a message's `{fields}` (with `hasFields`): "name, charity number". */
function fieldsOf(t: T, details: Record<string, unknown>) {
  const fields = Array.isArray(details.fields) ? details.fields.map(String) : [];
  return {
    hasFields: fields.length ? 'yes' : 'no',
    fields: fields.map((field) => (FIELD_WORDS[field] ? t(FIELD_WORDS[field]) : field)).join(', '),
  };
}
const textOf = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** A site settings change (issue 18) in words: "changed the contact details: address, phone". */
function describeSettings(t: T, action: string, details: Record<string, unknown>): string | null {
  switch (action) {
    case 'settings.organisation_updated':
      return t('audit.settings.organisation', fieldsOf(t, details));
    case 'settings.contact_updated':
      return t('audit.settings.contact', fieldsOf(t, details));
    case 'settings.social_updated':
      return t('audit.settings.social', fieldsOf(t, details));
    case 'settings.house_message_updated': {
      const kind = textOf(details.kind, '');
      const words = KIND_WORDS[kind] ? t(KIND_WORDS[kind]) : kind ? kind.replace('-', ' ') : t('audit.kind.house');
      return t('audit.settings.houseMessage', { kind: words, ...fieldsOf(t, details) });
    }
    case 'settings.team_member_added':
      return t('audit.settings.teamAdded', { name: textOf(details.name, t('audit.aProfile')) });
    case 'settings.team_member_updated':
      return t('audit.settings.teamUpdated', { name: textOf(details.name, t('audit.aMember')), ...fieldsOf(t, details) });
    case 'settings.team_member_removed':
      return t('audit.settings.teamRemoved', { name: textOf(details.name, t('audit.aProfile')) });
    case 'settings.team_reordered':
      return t('audit.settings.teamReordered');
    default:
      return null;
  }
}

const VIDEO_ACTIONS: Record<string, Key> = {
  'video.created': 'audit.video.created',
  'video.updated': 'audit.video.updated',
  'video.published': 'audit.video.published',
  'video.unpublished': 'audit.video.unpublished',
  'video.deleted': 'audit.video.deleted',
  'video.uploaded': 'audit.video.uploaded',
  'video.reprocessed': 'audit.video.reprocessed',
  'video.captions': 'audit.video.captions',
  'video.poster': 'audit.video.poster',
  'video.reordered': 'audit.video.reordered',
};

/** A video library change (issue 19) in words: 'published the video “Cast care”'. */
function describeVideo(t: T, action: string, details: Record<string, unknown>): string | null {
  const key = VIDEO_ACTIONS[action];
  if (!key) return null;
  return t(key, { title: textOf(details.title, t('audit.video.untitled')), file: textOf(details.fileName, t('audit.video.aFile')) });
}

const roleWord = (t: T, value: unknown) =>
  value === 'admin' ? t('audit.role.admin') : value === 'member' ? t('audit.role.member') : typeof value === 'string' ? value : null;

/** The action in words: "changed role member → admin", "suspended", "restored". */
function describeAction(t: T, entry: Pick<AuditEntry, 'action' | 'details'>): ReactNode {
  switch (entry.action) {
    case 'user.role_changed': {
      const from = roleWord(t, entry.details.from);
      const to = roleWord(t, entry.details.to);
      if (!from || !to) return t('audit.roleChanged');
      return (
        <>
          {t('audit.roleChanged')}{' '}
          <span className="whitespace-nowrap font-medium text-slate-900">
            {from} <span aria-hidden="true">→</span>
            <span className="sr-only">{t('audit.roleTo')}</span> {to}
          </span>
        </>
      );
    }
    case 'user.suspended':
      return t('audit.suspended');
    case 'user.restored':
      return t('audit.restored');
    default:
      return describeSettings(t, entry.action, entry.details) ?? describeVideo(t, entry.action, entry.details) ?? entry.action.replace(/^user\./, '').replace(/[._]+/g, ' ');
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
  const t = useT(adminMessages);
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3">
        <DateTime value={entry.createdAt} pattern="MMM d, yyyy h:mm a" />
      </td>
      <td className="px-4 py-3 break-all">{entry.actor ?? <Nothing label={t('audit.unknown')} />}</td>
      <td className="px-4 py-3">{describeAction(t, entry)}</td>
      <td className="px-4 py-3 break-all">{entry.target ?? <Nothing label={t('none')} />}</td>
    </tr>
  );
}

export default function AuditLogPage() {
  const t = useT(adminMessages);
  usePageMeta(t('audit.meta.title'), t('audit.meta.description'));
  const log = useAuditLog();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('audit.title')}</h1>
        <p className="mt-2 text-slate-700">{t('audit.intro')}</p>
      </div>

      {log.isError ? (
        <QueryError title={t('audit.loadFailed')} error={log.error} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : null}

      <DataTable
        caption={t('audit.caption')}
        columns={COLUMNS.map((column) => t(column))}
        items={log.isError ? [] : log.data?.entries}
        empty={log.isError ? t('audit.notLoaded') : t('audit.empty')}
      >
        {(entry) => <EntryRow key={entry.id} entry={entry} />}
      </DataTable>
    </div>
  );
}
