import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ForumCategory } from '@shared/api/forum';
import type { ForumCategoryInput } from '@shared/api/forum-admin';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { useCreateForumCategory, useUpdateForumCategory } from '../api';
import { createCategoryNotices, updateCategoryNotices } from './notices';

const NAME_MAX = 80;
const DESCRIPTION_MAX = 300;

type Values = { name: string; description: string };

// The contract's limits (a name of 1 to 80 characters, a description of at most 300) without zod in this screen.
const checkName = (value: string) => (value.trim() ? value.trim().length <= NAME_MAX || `Use at most ${NAME_MAX} characters` : 'Please give the category a name');
const checkDescription = (value: string) => value.trim().length <= DESCRIPTION_MAX || `Use at most ${DESCRIPTION_MAX} characters`;
const toInput = (values: Values): ForumCategoryInput => ({ name: values.name.trim(), description: values.description.trim() || null });

type FormProps = {
  initial: Values;
  label: string;
  pending: boolean;
  submitLabel: [idle: string, busy: string];
  onSubmit: (input: ForumCategoryInput, reset: () => void) => void;
  onCancel?: () => void;
  focusOnMount?: boolean;
  children?: ReactNode;
};

/** Name and description of a forum category; the server makes the slug from the name. */
function CategoryForm({ initial, label, pending, submitLabel, onSubmit, onCancel, focusOnMount = false, children }: FormProps) {
  const { register, handleSubmit, reset, setFocus, formState } = useForm<Values>({ defaultValues: initial });
  useEffect(() => {
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);
  const submit = handleSubmit((values) =>
    onSubmit(toInput(values), () => {
      reset();
      setFocus('name');
    }),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={label}
      onKeyDown={(event) => {
        if (onCancel && event.key === 'Escape' && !pending) {
          event.preventDefault();
          onCancel();
        }
      }}
      className="space-y-3"
    >
      {children}
      <TextField label="Name" {...register('name', { validate: checkName })} error={formState.errors.name?.message} maxLength={NAME_MAX} autoComplete="off" />
      <TextAreaField
        label="Description"
        hint="Optional: a sentence about what belongs in this category."
        {...register('description', { validate: checkDescription })}
        error={formState.errors.description?.message}
        maxLength={DESCRIPTION_MAX}
        className="[&_textarea]:min-h-[80px]"
      />
      <div className="flex gap-2">
        <Button type="submit" size={onCancel ? 'sm' : 'default'} disabled={pending}>
          {pending ? submitLabel[1] : submitLabel[0]}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="outline" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** "Add a forum category", below the list. */
export function AddForumCategoryForm() {
  const create = useCreateForumCategory(createCategoryNotices);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <CategoryForm
        initial={{ name: '', description: '' }}
        label="Add a forum category"
        pending={create.isPending}
        submitLabel={['Add category', 'Adding…']}
        onSubmit={(input, reset) => create.mutate(input, { onSuccess: reset })}
      >
        <h3 className="text-lg font-semibold text-slate-900">Add a forum category</h3>
      </CategoryForm>
    </div>
  );
}

/** A category's name and description, edited in its row; Escape or Cancel leaves it as it was. */
export function EditForumCategoryForm({ category, onDone }: { category: ForumCategory; onDone: () => void }) {
  const update = useUpdateForumCategory(updateCategoryNotices);
  return (
    <CategoryForm
      initial={{ name: category.name, description: category.description ?? '' }}
      label={`Edit the category ${category.name}`}
      pending={update.isPending}
      submitLabel={['Save category', 'Saving…']}
      onSubmit={(changes) => update.mutate({ id: category.id, changes }, { onSuccess: onDone })}
      onCancel={onDone}
      focusOnMount
    />
  );
}
