import { useEffect } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import type { AdminCategory, CategoryInput } from '@shared/api/resources';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { useCreateCategory, useUpdateCategory } from '../api';
import { createCategoryNotices, updateCategoryNotices } from './notices';

const NAME_MAX = 80;
const DESCRIPTION_MAX = 300;

type CategoryFormValues = { name: string; description: string };

/*
 * The contract's checks (categoryInput: a name of 1 to 80 characters, a description of at most
 * 300, both trimmed) as react-hook-form rules: this screen then needs no zod, which would double
 * its download.
 */
const nameRules: RegisterOptions<CategoryFormValues, 'name'> = {
  validate: (value) => {
    const name = value.trim();
    if (!name) return 'Please give the category a name';
    return name.length <= NAME_MAX || `Use at most ${NAME_MAX} characters`;
  },
};
const descriptionRules: RegisterOptions<CategoryFormValues, 'description'> = {
  validate: (value) => value.trim().length <= DESCRIPTION_MAX || `Use at most ${DESCRIPTION_MAX} characters`,
};

const toBody = (values: CategoryFormValues): CategoryInput => ({ name: values.name.trim(), description: values.description.trim() || null });

/** "Add a category": name and description; the slug is made from the name. */
export function AddCategoryForm() {
  const create = useCreateCategory(createCategoryNotices);
  const { register, handleSubmit, reset, setFocus, formState } = useForm<CategoryFormValues>({
    defaultValues: { name: '', description: '' },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: () => {
        reset();
        setFocus('name');
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="add-category-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 id="add-category-heading" className="text-lg font-semibold text-slate-900">
        Add a category
      </h3>
      <TextField label="Name" {...register('name', nameRules)} error={errors.name?.message} maxLength={NAME_MAX} autoComplete="off" />
      <TextAreaField
        label="Description"
        hint="Optional: a sentence about what the category holds."
        {...register('description', descriptionRules)}
        error={errors.description?.message}
        maxLength={DESCRIPTION_MAX}
        className="[&_textarea]:min-h-[80px]"
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add category'}
      </Button>
    </form>
  );
}

type EditProps = { category: AdminCategory; onDone: () => void };

/** A category's name and description, edited where it is listed. */
export function EditCategoryForm({ category, onDone }: EditProps) {
  const update = useUpdateCategory(updateCategoryNotices);
  const { register, handleSubmit, setFocus, formState } = useForm<CategoryFormValues>({
    defaultValues: { name: category.name, description: category.description ?? '' },
  });
  const errors = formState.errors;
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = handleSubmit((values) => update.mutate({ id: category.id, changes: toBody(values) }, { onSuccess: onDone }));

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Edit the category ${category.name}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !update.isPending) {
          event.preventDefault();
          onDone();
        }
      }}
      className="space-y-3"
    >
      <TextField label="Name" {...register('name', nameRules)} error={errors.name?.message} maxLength={NAME_MAX} autoComplete="off" />
      <TextAreaField
        label="Description"
        {...register('description', descriptionRules)}
        error={errors.description?.message}
        maxLength={DESCRIPTION_MAX}
        className="[&_textarea]:min-h-[80px]"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save category'}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={update.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
