import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { AdminCategory } from '@shared/api/resources';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { QueryError } from '@client/components/query-error';
import { useAdminCategories, useDeleteCategory, useReorderCategories } from '../api';
import { AddCategoryForm, EditCategoryForm } from './category-forms';
import { deleteCategoryNotices, reorderCategoriesNotices } from './notices';

type Direction = 'up' | 'down';
const numberFormat = new Intl.NumberFormat('en');

/** A button that stays focusable when it cannot act (aria-disabled), so moving an item keeps the focus. */
function ItemButton({
  children,
  disabled = false,
  onClick,
  className,
  describedBy,
  buttonRef,
}: {
  children: ReactNode;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
  describedBy?: string;
  buttonRef?: (element: HTMLButtonElement | null) => void;
}) {
  return (
    <Button
      ref={buttonRef}
      type="button"
      variant="outline"
      size="sm"
      aria-disabled={disabled || undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className={cn('aria-disabled:cursor-not-allowed aria-disabled:opacity-60', className)}
    >
      {children}
    </Button>
  );
}

/** The library's categories in order: add, edit in place, move up or down, delete when empty. */
export function CategoryManager() {
  const id = useId();
  const categories = useAdminCategories();
  const reorder = useReorderCategories(reorderCategoriesNotices);
  const remove = useDeleteCategory(deleteCategoryNotices);
  const [editing, setEditing] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfter = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Moving an item re-orders the list, and closing its form brings its buttons back: the
  // button that was pressed gets the focus again.
  useEffect(() => {
    if (!focusAfter.current) return;
    buttons.current.get(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [categories.data, editing]);

  const list = categories.data;

  const move = (category: AdminCategory, direction: Direction) => {
    if (!list) return;
    const from = list.findIndex((c) => c.id === category.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= list.length) return;
    const ordered = [...list];
    ordered.splice(from, 1);
    ordered.splice(to, 0, category);
    reorder.mutate(
      { ordered },
      {
        onSuccess: () => setAnnouncement(`${category.name} moved to position ${to + 1} of ${ordered.length}.`),
        onError: () => setAnnouncement(`${category.name} could not be moved.`),
      },
    );
    focusAfter.current = `${category.id}-${direction}`;
  };

  const finishEditing = (category: AdminCategory) => {
    focusAfter.current = `${category.id}-edit`;
    setEditing(null);
  };

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          Categories
        </h2>
        <p className="mt-1 text-sm text-slate-700">The library lists its categories in this order.</p>
      </div>

      {categories.isError ? (
        <QueryError title="Could not load the categories" error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
      ) : null}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {list === undefined ? (
        categories.isError ? null : (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
            <span className="sr-only">Loading the categories…</span>
          </div>
        )
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">No categories yet. Add the first one below.</p>
      ) : (
        <ol aria-label="Categories in order" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {list.map((category, index) => {
            const hasArticles = category.articleCount > 0;
            const countText = `${numberFormat.format(category.articleCount)} ${category.articleCount === 1 ? 'article' : 'articles'}`;
            return (
              <li key={category.id} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-800">
                  {index + 1}
                </span>
                {editing === category.id ? (
                  <div className="min-w-0 flex-1">
                    <EditCategoryForm category={category} onDone={() => finishEditing(category)} />
                  </div>
                ) : (
                  <>
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold text-slate-900 break-words">{category.name}</h3>
                      <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-700">
                        <span className="break-all">
                          <span className="sr-only">Slug: </span>/{category.slug}
                        </span>
                        <span>{countText}</span>
                      </p>
                      {category.description ? <p className="mt-1 text-sm text-slate-800">{category.description}</p> : null}
                      {hasArticles ? (
                        <p id={`${id}-${category.id}-locked`} className="mt-1 text-xs text-slate-700">
                          Cannot be deleted while it has articles: move them to another category first.
                        </p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <ItemButton buttonRef={register(`${category.id}-edit`)} onClick={() => setEditing(category.id)}>
                        Edit<span className="sr-only"> {category.name}</span>
                      </ItemButton>
                      <ItemButton buttonRef={register(`${category.id}-up`)} disabled={index === 0 || reorder.isPending} onClick={() => move(category, 'up')}>
                        <ArrowUp aria-hidden="true" /> Move up<span className="sr-only"> {category.name}</span>
                      </ItemButton>
                      <ItemButton
                        buttonRef={register(`${category.id}-down`)}
                        disabled={index === list.length - 1 || reorder.isPending}
                        onClick={() => move(category, 'down')}
                      >
                        <ArrowDown aria-hidden="true" /> Move down<span className="sr-only"> {category.name}</span>
                      </ItemButton>
                      <ItemButton
                        disabled={hasArticles}
                        describedBy={hasArticles ? `${id}-${category.id}-locked` : undefined}
                        onClick={() => setToDelete(category)}
                        className="border-red-200 text-red-700 hover:bg-red-50"
                      >
                        Delete<span className="sr-only"> {category.name}</span>
                      </ItemButton>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}

      <AddCategoryForm />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        pending={remove.isPending}
        onConfirm={() => {
          // Its Delete button goes with it: the focus goes to the section's heading.
          if (toDelete) remove.mutate({ category: toDelete }, { onSuccess: () => heading.current?.focus(), onSettled: () => setToDelete(null) });
        }}
        title={`Delete "${toDelete?.name ?? 'category'}"?`}
        description="The category will no longer be listed in the library. This cannot be undone."
        confirmLabel="Delete"
      />
    </section>
  );
}
