import { useState } from 'react';
import type { AdminTeamMember } from '@shared/api/settings';
import { SETTINGS_LIMITS } from '@shared/settings';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { type Translate, useT } from '@client/lib/i18n';
import { adminMessages } from '../../messages';
import { PictureField, type PictureFieldText } from '../../components/picture-field';
import { photoFileProblem, useSaveTeamMember, useUploadTeamPhoto } from '../api';
import { saveMemberNotices } from './notices';

type Values = { name: string; role: string; bio: string; photoUrl: string | null };
type Errors = Partial<Record<'name' | 'role', string>>;

const photoText = (t: Translate<(typeof adminMessages)['en']>): PictureFieldText => ({
  legend: t('settings.photo.legend'),
  hint: t('settings.photo.hint'),
  alt: t('settings.photo.alt'),
  empty: t('settings.photo.empty'),
  frame: 'size-24 rounded-full',
  noun: t('settings.photo.noun'),
  failed: t('settings.photo.failed'),
});

type Props = { member: AdminTeamMember | null; onClose: () => void; onClosed?: () => void };

/** A profile on the About page: name, role, a few lines about them, a photo. */
export function TeamMemberDialog({ member, onClose, onClosed }: Props) {
  const t = useT(adminMessages);
  const save = useSaveTeamMember(saveMemberNotices);
  const upload = useUploadTeamPhoto();
  const [values, setValues] = useState<Values>({ name: member?.name ?? '', role: member?.role ?? '', bio: member?.bio ?? '', photoUrl: member?.photoUrl ?? null });
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: 'name' | 'role' | 'bio') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  const submit = () => {
    const found: Errors = {};
    if (!values.name.trim()) found.name = t('settings.team.nameRequired');
    if (!values.role.trim()) found.role = t('settings.team.roleRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { id: member?.id ?? null, body: { name: values.name.trim(), role: values.role.trim(), bio: values.bio.trim(), photoUrl: values.photoUrl } },
      { onSuccess: onClose },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={member ? t('settings.team.editName', { name: member.name }) : t('settings.team.addTitle')}
      description={t('settings.team.dialogText')}
      submitLabel={member ? t('settings.team.save') : t('settings.team.add')}
      pendingLabel={t('saving')}
      pending={save.isPending}
      onSubmit={submit}
      onClosed={onClosed}
    >
      <TextField label={t('settings.team.name')} autoComplete="off" maxLength={SETTINGS_LIMITS.memberName} error={errors.name} {...field('name')} />
      <TextField label={t('settings.team.role')} hint={t('settings.team.role.hint')} autoComplete="off" maxLength={SETTINGS_LIMITS.memberRole} error={errors.role} {...field('role')} />
      <TextAreaField label={t('settings.team.bio')} hint={t('settings.team.bio.hint')} rows={4} maxLength={SETTINGS_LIMITS.memberBio} {...field('bio')} />
      <PictureField
        text={photoText(t)}
        value={values.photoUrl}
        onChange={(photoUrl) => setValues((previous) => ({ ...previous, photoUrl }))}
        upload={upload}
        problemOf={(file) => {
          const problem = photoFileProblem(file);
          return problem ? t(problem) : null;
        }}
        testId="team-photo-input"
      />
      <FormError error={save.error} fallback={t('settings.team.failed')} />
    </FormDialog>
  );
}
