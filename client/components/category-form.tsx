import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import type { CategoryFields } from '@client/lib/category-admin';
import { commonMessages } from '@client/lib/common-messages';
import { componentsMessages } from '@client/components/messages';
import { type Translate, useT } from '@client/lib/i18n';

const NAME_MAX = 80;
const DESCRIPTION_MAX = 300;

type Values = { name: string; description: string };

// The contract's limits (a name of 1 to 80 characters, a description of at most 300, both trimmed) without zod in this screen.
type T = Translate<(typeof componentsMessages)['en']>;
const checkName = (t: T) => (value: string) => (value.trim() ? value.trim().length <= NAME_MAX || t('category.tooLong', { max: NAME_MAX }) : t('category.nameMissing'));
const checkDescription = (t: T) => (value: string) => value.trim().length <= DESCRIPTION_MAX || t('category.tooLong', { max: DESCRIPTION_MAX });
const toFields = (values: Values): CategoryFields => ({ name: values.name.trim(), description: values.description.trim() || null });

type Props = {
  initial: Values;
  /** The form's accessible name (the heading's, when `heading` is given). */
  label: string;
  /** A visible heading above the fields, naming the form. */
  heading?: boolean;
  pending: boolean;
  submitLabel: [idle: string, busy: string];
  /** `reset` empties the form and puts the focus back in the name. */
  onSubmit: (fields: CategoryFields, reset: () => void) => void;
  /** Editing in place: a Cancel button, and Escape cancels. */
  onCancel?: () => void;
  focusOnMount?: boolean;
  className?: string;
};

/** A category's name and description (the server makes the slug from the name); used to add one and to edit one in place. */
export function CategoryForm({ initial, label, heading = false, pending, submitLabel, onSubmit, onCancel, focusOnMount = false, className }: Props) {
  const { register, handleSubmit, reset, setFocus, formState } = useForm<Values>({ defaultValues: initial });
  const t = useT(componentsMessages);
  const tc = useT(commonMessages);
  useEffect(() => {
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);
  const submit = handleSubmit((values) =>
    onSubmit(toFields(values), () => {
      reset();
      setFocus('name');
    }),
  );
  return (
    <form method="post"
      noValidate
      onSubmit={submit}
      aria-label={label}
      onKeyDown={(event) => {
        if (onCancel && event.key === 'Escape' && !pending) {
          event.preventDefault();
          onCancel();
        }
      }}
      className={className ?? 'space-y-3'}
    >
      {heading ? <h3 className="text-lg font-semibold text-slate-900">{label}</h3> : null}
      <TextField label={t('category.name')} {...register('name', { validate: checkName(t) })} error={formState.errors.name?.message} maxLength={NAME_MAX} autoComplete="off" />
      <TextAreaField
        label={t('category.description')}
        hint={t('category.descriptionHint')}
        {...register('description', { validate: checkDescription(t) })}
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
            {tc('action.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
