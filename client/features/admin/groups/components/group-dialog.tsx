import { useState } from 'react';
import type { AdminGroup, GroupInput } from '@shared/api/groups';
import { GROUP_DESCRIPTION_MAX, GROUP_LABEL_MAX, GROUP_LANGUAGE_NAMES, GROUP_LANGUAGES, GROUP_NAME_MAX } from '@shared/groups';
import { GROUP_VISIBILITIES, type GroupVisibility } from '@shared/policies/groups';
import { SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useSaveGroup } from '../api';
import { tIn, useT } from '@client/lib/i18n';
import { groupsAdminMessages } from '../messages';

type Language = (typeof GROUP_LANGUAGES)[number];
type Values = { name: string; slug: string; description: string; visibility: GroupVisibility; audienceLabel: string; language: Language };
type Errors = Partial<Record<keyof Values, string>>;

const VISIBILITY_OPTIONS = {
  open: 'dialog.option.open',
  private: 'dialog.option.private',
  hidden: 'dialog.option.hidden',
} as const satisfies Record<GroupVisibility, keyof (typeof groupsAdminMessages)['en']>;

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
  const t = tIn(groupsAdminMessages);
  if (!values.name.trim()) errors.name = t('dialog.nameRequired');
  if (!values.description.trim()) errors.description = t('dialog.descriptionRequired');
  if (values.slug.trim() && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug.trim())) errors.slug = t('dialog.slugFormat');
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
  const t = useT(groupsAdminMessages);
  const save = useSaveGroup({
    onSuccess: (saved, { id }) => {
      toast({ title: id === null ? t('dialog.created') : t('dialog.saved'), description: t('dialog.savedText', { name: saved.name, slug: saved.slug }) });
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
      title={group ? t('dialog.editTitle', { name: group.name }) : t('dialog.createTitle')}
      description={group ? t('dialog.editDescription') : t('dialog.createDescription')}
      submitLabel={group ? t('dialog.save') : t('dialog.create')}
      pendingLabel={t('dialog.saving')}
      pending={save.isPending}
      onSubmit={submit}
      onClosed={onClosed}
    >
      <FormError error={save.error} fallback={t('dialog.saveFailed')} />
      <TextField label={t('dialog.name')} maxLength={GROUP_NAME_MAX} {...field('name')} />
      <TextField label={t('dialog.slug')} hint={group ? undefined : t('dialog.slugHint')} maxLength={120} {...field('slug')} />
      <TextAreaField label={t('dialog.description')} rows={4} maxLength={GROUP_DESCRIPTION_MAX} {...field('description')} />
      <SelectField
        label={t('dialog.visibility')}
        emptyLabel={null}
        value={values.visibility}
        onChange={(event) => setValues((previous) => ({ ...previous, visibility: event.target.value as GroupVisibility }))}
        options={GROUP_VISIBILITIES.map((visibility) => ({ value: visibility, label: t(VISIBILITY_OPTIONS[visibility]) }))}
      />
      <TextField label={t('dialog.audience')} hint={t('dialog.audienceHint')} maxLength={GROUP_LABEL_MAX} {...field('audienceLabel')} />
      <SelectField
        label={t('dialog.language')}
        emptyLabel={null}
        value={values.language}
        onChange={(event) => setValues((previous) => ({ ...previous, language: event.target.value as Language }))}
        options={GROUP_LANGUAGES.map((language) => ({ value: language, label: GROUP_LANGUAGE_NAMES[language] }))}
      />
    </FormDialog>
  );
}
