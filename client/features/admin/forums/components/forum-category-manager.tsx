import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ForumCategory } from '@shared/api/forum';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { cn } from '@client/lib/utils';
import { DataTable } from '../../components/data-table';
import { QueryError } from '@client/components/query-error';
import { useDeleteForumCategory, useForumCategories, useReorderForumCategories } from '../api';
import { AdminSection } from '../../components/admin-section';
import { AddForumCategoryForm, EditForumCategoryForm } from './forum-category-form';
import { deleteCategoryNotices, reorderCategoriesNotices } from './notices';
import { useHeadingFocus } from '@client/lib/use-heading-focus';

const COLUMNS = ['#', 'Category', 'Topics', 'Actions'] as const;
const topics = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'topic' : 'topics'}`;

type Action = 'edit' | 'up' | 'down' | 'delete';

/**
 * The forum's categories in order: add, edit in place, move up or down, delete when empty. Buttons
 * that cannot act stay focusable (aria-disabled) and say why, so the keyboard focus is never lost.
 */
export function ForumCategoryManager() {
  const id = useId();
  const categories = useForumCategories();
  const reorder = useReorderForumCategories(reorderCategoriesNotices);
  const remove = useDeleteForumCategory(deleteCategoryNotices);
  const [editing, setEditing] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ForumCategory | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfter = useRef<string | null>(null);
  const { heading, focusHeadingAfterClose } = useHeadingFocus(toDelete !== null);
  const list = categories.data;

  // A moved row is re-inserted and a closed form gives its buttons back: the pressed button gets the focus again.
  useEffect(() => {
    if (!focusAfter.current) return;
    buttons.current.get(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [list, editing]);

  const refFor = (category: ForumCategory, action: Action) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${category.id}-${action}`, element);
    else buttons.current.delete(`${category.id}-${action}`);
  };

  const move = (category: ForumCategory, from: number, to: number) => {
    if (!list || to < 0 || to >= list.length) return;
    const ordered = [...list];
    ordered.splice(from, 1);
    ordered.splice(to, 0, category);
    focusAfter.current = `${category.id}-${to < from ? 'up' : 'down'}`;
    reorder.mutate(
      { ordered },
      {
        onSuccess: () => setAnnouncement(`${category.name} moved to position ${to + 1} of ${ordered.length}.`),
        onError: () => setAnnouncement(`${category.name} could not be moved.`),
      },
    );
  };

  const button = (category: ForumCategory, action: Action, label: string, onClick: () => void, options: { disabled?: boolean; describedBy?: string; className?: string } = {}) => (
    <Button
      ref={refFor(category, action)}
      type="button"
      variant="outline"
      size="sm"
      aria-disabled={options.disabled || undefined}
      aria-describedby={options.describedBy}
      onClick={() => {
        if (!options.disabled) onClick();
      }}
      className={cn('aria-disabled:cursor-not-allowed aria-disabled:opacity-60', options.className)}
    >
      {action === 'up' ? <ArrowUp aria-hidden="true" /> : action === 'down' ? <ArrowDown aria-hidden="true" /> : null}
      {label}
      <span className="sr-only"> {category.name}</span>
    </Button>
  );

  return (
    <AdminSection title="Categories" intro="The forum lists its categories in this order." headingRef={heading}>

      {categories.isError ? (
        <QueryError title="Could not load the categories" error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <DataTable
        caption="Forum categories, in the order the forum shows them"
        columns={COLUMNS}
        items={categories.isError ? [] : list}
        empty={categories.isError ? 'The categories could not be loaded.' : 'No categories yet. Add the first one below.'}
      >
        {(category) => {
          const index = list?.indexOf(category) ?? 0;
          const locked = category.topicCount > 0;
          const lockedId = `${id}-${category.id}-locked`;
          return (
            <tr key={category.id} className="align-top">
              <td className="px-4 py-3 tabular-nums text-slate-700">{index + 1}</td>
              {editing === category.id ? (
                <td colSpan={3} className="px-4 py-3">
                  <EditForumCategoryForm
                    category={category}
                    onDone={() => {
                      focusAfter.current = `${category.id}-edit`;
                      setEditing(null);
                    }}
                  />
                </td>
              ) : (
                <>
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    <span className="block font-semibold text-slate-900 break-words">{category.name}</span>
                    <span className="block break-all text-xs text-slate-700">
                      <span className="sr-only">Slug: </span>/{category.slug}
                    </span>
                    {category.description ? <span className="mt-1 block text-slate-800">{category.description}</span> : null}
                  </th>
                  <td className="whitespace-nowrap px-4 py-3">
                    {topics(category.topicCount)}
                    {locked ? (
                      <span id={lockedId} className="mt-1 block max-w-48 whitespace-normal text-xs text-slate-700">
                        Cannot be deleted while it has topics: move or delete them first.
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-2">
                      {button(category, 'edit', 'Edit', () => setEditing(category.id))}
                      {button(category, 'up', 'Move up', () => move(category, index, index - 1), { disabled: index === 0 || reorder.isPending })}
                      {button(category, 'down', 'Move down', () => move(category, index, index + 1), {
                        disabled: index === (list?.length ?? 0) - 1 || reorder.isPending,
                      })}
                      {button(category, 'delete', 'Delete', () => setToDelete(category), {
                        disabled: locked,
                        describedBy: locked ? lockedId : undefined,
                        className: 'border-red-200 text-red-700 hover:bg-red-50',
                      })}
                    </div>
                  </td>
                </>
              )}
            </tr>
          );
        }}
      </DataTable>

      <AddForumCategoryForm />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate({ category: toDelete }, { onSuccess: focusHeadingAfterClose, onSettled: () => setToDelete(null) })}
        title={`Delete "${toDelete?.name ?? 'category'}"?`}
        description="The category will no longer be listed in the forum. This cannot be undone."
        confirmLabel="Delete"
      />
    </AdminSection>
  );
}
