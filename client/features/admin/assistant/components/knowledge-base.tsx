import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { AssistantEntry } from '@shared/api/assistant';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { AdminSection } from '../../components/admin-section';
import { DataTable, RowButton } from '../../components/data-table';
import { useAssistantEntries, useDeleteAssistantEntry } from '../api';
import { EntryDialog } from './entry-dialog';
import { TranslationDialog } from './translation-dialog';
import { LOCALE_NAMES } from '@shared/i18n/locales';
import { deleteEntryNotices } from './notices';
import { DateTime } from '@client/components/date-time';
import { useT } from '@client/lib/i18n';
import { assistantMessages } from '../messages';

const COLUMNS = ['kb.colQuestion', 'kb.colRelated', 'kb.colUpdated', 'kb.colActions'] as const;

/** Which dialog is open: a new entry, an entry to edit, or none. */
type Editing = { entry: AssistantEntry | null; translating?: boolean } | null;

function EntryRow({ entry, onEdit, onTranslate, onDelete, deleting }: { entry: AssistantEntry; onEdit: () => void; onTranslate: () => void; onDelete: () => void; deleting: boolean }) {
  const t = useT(assistantMessages);
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-md px-4 py-3 text-left font-normal">
        <span className="font-semibold text-slate-900">{entry.question}</span>
        {entry.keywords.length > 0 ? <span className="mt-1 block text-xs text-slate-700">{t('kb.keywords', { keywords: entry.keywords.join(', ') })}</span> : null}
        {entry.translations?.map((one) => (
          <span key={one.language} className="mt-1 block text-xs text-slate-700" data-testid="entry-translation">
            {t('kb.translation', { language: LOCALE_NAMES[one.language] })}{' '}
            <span lang={one.language} data-user-text>
              {one.question}
            </span>
          </span>
        ))}
      </th>
      <td className="px-4 py-3">
        {entry.relatedUrl ? (
          <Link to={entry.relatedUrl} className="text-brand-800 underline underline-offset-2 hover:text-brand-900">
            {entry.relatedTitle ?? entry.relatedUrl}
          </Link>
        ) : (
          <span className="text-slate-700">{t('kb.none')}</span>
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <DateTime value={entry.updatedAt} pattern="MMM d, yyyy" />
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <RowButton label={t('kb.edit')} name={entry.question} busy={false} onClick={onEdit} />
          <RowButton label={t('kb.translate')} name={entry.question} busy={false} onClick={onTranslate} />
          <RowButton label={t('kb.delete')} name={entry.question} busy={deleting} onClick={onDelete} className="border-red-200 text-red-700 hover:bg-red-50" />
        </div>
      </td>
    </tr>
  );
}

/** Entries whose question, answer or keywords contain every word searched for. */
export function matchingEntries(entries: AssistantEntry[], search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = `${entry.question} ${entry.answer} ${entry.keywords.join(' ')}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The team's own answers: the assistant prefers them to the articles' words. */
export function KnowledgeBase() {
  const t = useT(assistantMessages);
  const entries = useAssistantEntries();
  const remove = useDeleteAssistantEntry(deleteEntryNotices);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AssistantEntry | null>(null);
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search);
  const { heading, focusHeadingAfterClose } = useHeadingFocus(toDelete !== null);
  const all = entries.data?.entries;
  const list = all && matchingEntries(all, searched);
  const caption = all && list && list.length !== all.length ? t('kb.captionMatching', { shown: list.length, total: all.length, search: searched.trim() }) : t('kb.caption');

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: focusHeadingAfterClose,
      onError: (error) => toast({ title: t('kb.deleteFailed'), description: errorMessage(error), variant: 'destructive' }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <AdminSection
      title={t('kb.title')}
      intro={t('kb.intro')}
      headingRef={heading}
      aside={
        <Button onClick={() => setEditing({ entry: null })}>
          <Plus aria-hidden="true" /> {t('kb.addEntry')}
        </Button>
      }
    >
      <TextField label={t('kb.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" className="max-w-sm" />
      {entries.isError ? (
        <QueryError title={t('kb.loadFailed')} error={entries.error} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
      ) : null}
      <DataTable
        caption={caption}
        columns={COLUMNS.map((column) => t(column))}
        items={entries.isError ? (list ?? []) : list}
        empty={
          entries.isError ? t('kb.notLoaded') : all?.length ? t('kb.noMatch') : t('kb.empty')
        }
      >
        {(entry) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            onEdit={() => setEditing({ entry })}
            onTranslate={() => setEditing({ entry, translating: true })}
            onDelete={() => setToDelete(entry)}
            deleting={remove.isPending && remove.variables?.id === entry.id}
          />
        )}
      </DataTable>

      {editing?.translating && editing.entry ? (
        <TranslationDialog entry={editing.entry} onClose={() => setEditing(null)} />
      ) : editing ? (
        <EntryDialog entry={editing.entry} onClose={() => setEditing(null)} />
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        title={t('kb.confirmTitle')}
        description={t('kb.confirmText', { question: toDelete?.question ?? '' })}
        confirmLabel={t('kb.delete')}
      />
    </AdminSection>
  );
}
