import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CategoryForm } from '@client/components/category-form';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import type { AdministeredCategory, CategoryAdminHooks } from '@client/lib/category-admin';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { cn } from '@client/lib/utils';
import { commonMessages } from '@client/lib/common-messages';
import { componentsMessages } from '@client/components/messages';
import { useT } from '@client/lib/i18n';

/** What differs between the features that use the manager: their words. */
export type CategoryManagerText = {
  /** Under the heading: 'The forum lists its categories in this order.' */
  intro: string;
  /** The add form's heading and name: 'Add a forum category'. */
  addHeading: string;
  /** The notice's line once one is added: '“Shoes” is now a forum category.' */
  added: (name: string) => string;
  /** What a category holds, counted: '3 topics'. */
  contents: (n: number) => string;
  /** Why a category that holds something cannot be deleted. */
  notEmpty: string;
  /** Where a deleted category is no longer listed: 'the forum'. */
  listedIn: string;
};

type Props<C extends AdministeredCategory> = {
  hooks: CategoryAdminHooks<C>;
  /** How many things (topics, articles) the category holds: one keeps it from being deleted. */
  count: (category: C) => number;
  text: CategoryManagerText;
};

type Action = 'edit' | 'up' | 'down' | 'delete';

const failed = (title: string) => (error: Error) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/**
 * A feature's categories in order (forum, library): add, edit in place, move up or down, delete
 * when empty. Buttons that cannot act stay focusable (aria-disabled) and say why, so the keyboard
 * focus is never lost; a moved row or a closed form gives the focus back to the pressed button.
 */
export function CategoryManager<C extends AdministeredCategory>({ hooks, count, text }: Props<C>) {
  const id = useId();
  const t = useT(componentsMessages);
  const tc = useT(commonMessages);
  const categories = hooks.useCategories();
  const create = hooks.useCreate({
    onSuccess: (category) => toast({ title: t('category.addedTitle'), description: text.added(category.name) }),
    onError: failed(t('category.addFailed')),
  });
  const reorder = hooks.useReorder({ onError: failed(t('category.reorderFailed')) });
  const remove = hooks.useRemove({
    onSuccess: (_done, { category }) => toast({ title: t('category.deletedTitle'), description: t('category.deletedText', { name: category.name }) }),
    onError: failed(t('category.deleteFailed')),
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<C | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfter = useRef<string | null>(null);
  // Its Delete button goes with a deleted category: the focus goes to the section's heading.
  const { heading, focusHeadingAfterClose } = useHeadingFocus(toDelete !== null);
  const list = categories.data;

  useEffect(() => {
    if (!focusAfter.current) return;
    buttons.current.get(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [list, editing]);

  const move = (category: C, from: number, to: number) => {
    if (!list || to < 0 || to >= list.length) return;
    const ordered = [...list];
    ordered.splice(from, 1);
    ordered.splice(to, 0, category);
    focusAfter.current = `${category.id}-${to < from ? 'up' : 'down'}`;
    reorder.mutate(
      { ordered },
      {
        onSuccess: () => setAnnouncement(t('category.moved', { name: category.name, position: to + 1, total: ordered.length })),
        onError: () => setAnnouncement(t('category.notMoved', { name: category.name })),
      },
    );
  };

  const finishEditing = (category: C) => {
    focusAfter.current = `${category.id}-edit`;
    setEditing(null);
  };

  const refFor = (category: C, action: Action) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${category.id}-${action}`, element);
    else buttons.current.delete(`${category.id}-${action}`);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {t('category.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{text.intro}</p>
      </div>

      {categories.isError ? (
        <QueryError title={t('category.loadFailed')} error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
      ) : null}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {list === undefined ? (
        categories.isError ? null : (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
            <span className="sr-only">{t('category.loading')}</span>
          </div>
        )
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{t('category.empty')}</p>
      ) : (
        <ol aria-label={t('category.listLabel')} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {list.map((category, index) => {
            const n = count(category);
            const lockedId = `${id}-${category.id}-locked`;
            return (
              <li key={category.id} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-800">
                  {index + 1}
                </span>
                {editing === category.id ? (
                  <div className="min-w-0 flex-1">
                    <EditCategory
                      hooks={hooks}
                      category={category}
                      onDone={() => finishEditing(category)}
                    />
                  </div>
                ) : (
                  <>
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold text-slate-900 break-words">{category.name}</h3>
                      <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-700">
                        <span className="break-all">
                          <span className="sr-only">{t('category.slug')}</span>/{category.slug}
                        </span>
                        <span>{text.contents(n)}</span>
                      </p>
                      {category.description ? <p className="mt-1 text-sm text-slate-800">{category.description}</p> : null}
                      {n > 0 ? (
                        <p id={lockedId} className="mt-1 text-xs text-slate-700">
                          {text.notEmpty}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <ItemButton buttonRef={refFor(category, 'edit')} name={category.name} onClick={() => setEditing(category.id)}>
                        {tc('action.edit')}
                      </ItemButton>
                      <ItemButton buttonRef={refFor(category, 'up')} name={category.name} disabled={index === 0 || reorder.isPending} onClick={() => move(category, index, index - 1)}>
                        <ArrowUp aria-hidden="true" /> {t('category.moveUp')}
                      </ItemButton>
                      <ItemButton
                        buttonRef={refFor(category, 'down')}
                        name={category.name}
                        disabled={index === list.length - 1 || reorder.isPending}
                        onClick={() => move(category, index, index + 1)}
                      >
                        <ArrowDown aria-hidden="true" /> {t('category.moveDown')}
                      </ItemButton>
                      <ItemButton
                        name={category.name}
                        disabled={n > 0}
                        describedBy={n > 0 ? lockedId : undefined}
                        onClick={() => setToDelete(category)}
                        className="border-red-200 text-red-700 hover:bg-red-50"
                      >
                        {tc('action.delete')}
                      </ItemButton>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}

      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <CategoryForm
          initial={{ name: '', description: '' }}
          label={text.addHeading}
          heading
          pending={create.isPending}
          submitLabel={[t('category.add'), t('category.adding')]}
          onSubmit={(fields, reset) => create.mutate(fields, { onSuccess: reset })}
          className="space-y-4"
        />
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate({ category: toDelete }, { onSuccess: focusHeadingAfterClose, onSettled: () => setToDelete(null) })}
        title={t('category.deleteTitle', { name: toDelete?.name ?? t('category.fallbackName') })}
        description={t('category.deleteText', { place: text.listedIn })}
        confirmLabel={tc('action.delete')}
      />
    </section>
  );
}

type ItemButtonProps = {
  /** The category's name, read after the visible label: "Delete Bracing". */
  name: string;
  children: ReactNode;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
  describedBy?: string;
  buttonRef?: (element: HTMLButtonElement | null) => void;
};

/** A button that stays focusable when it cannot act (aria-disabled), so moving an item keeps the focus. */
function ItemButton({ name, children, disabled = false, onClick, className, describedBy, buttonRef }: ItemButtonProps) {
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
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

/** A category's name and description, edited in its row; Escape or Cancel leaves it as it was. */
function EditCategory<C extends AdministeredCategory>({ hooks, category, onDone }: { hooks: CategoryAdminHooks<C>; category: C; onDone: () => void }) {
  const t = useT(componentsMessages);
  const update = hooks.useUpdate({
    onSuccess: (saved) => toast({ title: t('category.savedTitle'), description: t('category.savedText', { name: saved.name }) }),
    onError: failed(t('category.saveFailed')),
  });
  return (
    <CategoryForm
      initial={{ name: category.name, description: category.description ?? '' }}
      label={t('category.editLabel', { name: category.name })}
      pending={update.isPending}
      submitLabel={[t('category.save'), t('category.saving')]}
      onSubmit={(changes) => update.mutate({ id: category.id, changes }, { onSuccess: onDone })}
      onCancel={onDone}
      focusOnMount
    />
  );
}
