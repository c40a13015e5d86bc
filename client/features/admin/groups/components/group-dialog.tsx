import { useState } from 'react';
import type { AdminGroup, GroupInput } from '@shared/api/groups';
import { GROUP_DESCRIPTION_MAX, GROUP_LABEL_MAX, GROUP_LANGUAGE_NAMES, GROUP_LANGUAGES, GROUP_NAME_MAX } from '@shared/groups';
import { GROUP_VISIBILITIES, type GroupVisibility } from '@shared/policies/groups';
import { SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useSaveGroup } from '../api';

type Language = (typeof GROUP_LANGUAGES)[number];
type Values = { name: string; slug: string; description: string; visibility: GroupVisibility; audienceLabel: string; language: Language };
type Errors = Partial<Record<keyof Values, string>>;

const VISIBILITY_OPTIONS: Record<GroupVisibility, string> = {
  open: 'Open: anyone reads; members join at once',
  private: 'Private: listed; members only read; joining needs a moderator’s approval',
  hidden: 'Hidden: only its members see it; moderators add members',
};

const valuesOf = (group: AdminGroup | null): Values => ({
  name: group?.name ?? '',
  slug: group?.slug ?? '',
  description: group?.description ?? '',
  visibility: group?.visibility ?? 'open',
  audienceLabel: group?.audienceLabel ?? '',
  language: group?.language ?? 'en',
});

function check(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'The name is required';
  if (!values.description.trim()) errors.description = 'The description is required';
  if (values.slug.trim() && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug.trim())) errors.slug = 'Use lower-case letters, digits and single hyphens';
  return errors;
}

function bodyOf(values: Values): GroupInput {
  return {
    name: values.name.trim(),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    description: values.description.trim(),
    visibility: values.visibility,
    audienceLabel: values.audienceLabel.trim() || null,
    language: values.language,
  };
}

/** A group's settings: name, address, description, visibility, who it is for and its language. */
export function GroupDialog({ group, onClose, onClosed }: { group: AdminGroup | null; onClose: () => void; onClosed?: () => void }) {
  const save = useSaveGroup({
    onSuccess: (saved, { id }) => {
      toast({ title: id === null ? 'Group created' : 'Group saved', description: `${saved.name} is at /community/groups/${saved.slug}.` });
      onClose();
    },
  });
  const [values, setValues] = useState<Values>(() => valuesOf(group));
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: 'name' | 'slug' | 'description' | 'audienceLabel') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });
  const submit = () => {
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ id: group?.id ?? null, body: bodyOf(values) });
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={group ? `Edit ${group.name}` : 'Create a support group'}
      description={group ? 'Changes show on the group’s page at once.' : 'The group gets its own discussions. Add members and appoint its moderators once it is created.'}
      submitLabel={group ? 'Save group' : 'Create group'}
      pendingLabel="Saving…"
      pending={save.isPending}
      onSubmit={submit}
      onClosed={onClosed}
    >
      <FormError error={save.error} fallback="The group could not be saved. Please try again." />
      <TextField label="Name" maxLength={GROUP_NAME_MAX} {...field('name')} />
      <TextField label="Address (slug)" hint={group ? undefined : 'Made from the name when left empty.'} maxLength={120} {...field('slug')} />
      <TextAreaField label="Description" rows={4} maxLength={GROUP_DESCRIPTION_MAX} {...field('description')} />
      <SelectField
        label="Visibility"
        emptyLabel={null}
        value={values.visibility}
        onChange={(event) => setValues((previous) => ({ ...previous, visibility: event.target.value as GroupVisibility }))}
        options={GROUP_VISIBILITIES.map((visibility) => ({ value: visibility, label: VISIBILITY_OPTIONS[visibility] }))}
      />
      <TextField label="Who it is for (optional)" hint="A short label, for example Parents, Adults or UK and Ireland." maxLength={GROUP_LABEL_MAX} {...field('audienceLabel')} />
      <SelectField
        label="Language"
        emptyLabel={null}
        value={values.language}
        onChange={(event) => setValues((previous) => ({ ...previous, language: event.target.value as Language }))}
        options={GROUP_LANGUAGES.map((language) => ({ value: language, label: GROUP_LANGUAGE_NAMES[language] }))}
      />
    </FormDialog>
  );
}
