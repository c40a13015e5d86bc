import { useState } from 'react';
import type { AdminTeamMember } from '@shared/api/settings';
import { SETTINGS_LIMITS } from '@shared/settings';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { PictureField, type PictureFieldText } from '../../components/picture-field';
import { photoFileProblem, useSaveTeamMember, useUploadTeamPhoto } from '../api';
import { saveMemberNotices } from './notices';

type Values = { name: string; role: string; bio: string; photoUrl: string | null };
type Errors = Partial<Record<'name' | 'role', string>>;

const PHOTO_TEXT: PictureFieldText = {
  legend: 'Photo (optional)',
  hint: 'Cropped to a square and shown in a circle. JPEG, PNG or WebP, up to 5 MB. Without one, their initials.',
  alt: 'The photo to be shown',
  empty: 'No photo',
  frame: 'size-24 rounded-full',
  noun: 'photo',
  failed: 'The photo could not be uploaded. Please try another one.',
};

type Props = { member: AdminTeamMember | null; onClose: () => void; onClosed?: () => void };

/** A profile on the About page: name, role, a few lines about them, a photo. */
export function TeamMemberDialog({ member, onClose, onClosed }: Props) {
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
    if (!values.name.trim()) found.name = 'Name is required';
    if (!values.role.trim()) found.role = 'Role is required';
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
      title={member ? `Edit ${member.name}` : 'Add a team member'}
      description="Shown on the About page, in the order of the list."
      submitLabel={member ? 'Save team member' : 'Add team member'}
      pendingLabel="Saving…"
      pending={save.isPending}
      onSubmit={submit}
      onClosed={onClosed}
    >
      <TextField label="Name" autoComplete="off" maxLength={SETTINGS_LIMITS.memberName} error={errors.name} {...field('name')} />
      <TextField label="Role" hint="e.g. Co-founder and Parent" autoComplete="off" maxLength={SETTINGS_LIMITS.memberRole} error={errors.role} {...field('role')} />
      <TextAreaField label="Bio (optional)" hint="Two or three sentences." rows={4} maxLength={SETTINGS_LIMITS.memberBio} {...field('bio')} />
      <PictureField
        text={PHOTO_TEXT}
        value={values.photoUrl}
        onChange={(photoUrl) => setValues((previous) => ({ ...previous, photoUrl }))}
        upload={upload}
        problemOf={photoFileProblem}
        testId="team-photo-input"
      />
      <FormError error={save.error} fallback="Could not save the team member. Please try again." />
    </FormDialog>
  );
}
