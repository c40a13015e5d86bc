import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CurrentUser } from '@shared/api/user';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { currentUserKey } from '@client/lib/auth';
import { api, call, errorMessage, send } from '@client/lib/api';
import { useT } from '@client/lib/i18n';
import { profileMessages } from '../messages';

const MAX_BYTES = 5 * 1024 * 1024;

/** Choose or remove the profile picture (JPEG, PNG or WebP up to 5 MB; the server makes it a small square). */
export function AvatarUpload({ user }: { user: CurrentUser }) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const t = useT(profileMessages);

  const done = (updated: CurrentUser, title: string) => {
    queryClient.setQueryData(currentUserKey, updated);
    toast({ title, description: t('avatar.updatedText') });
  };

  const upload = async (file: File) => {
    if (file.size > MAX_BYTES) {
      toast({ title: t('error'), description: t('avatar.tooLarge'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      // A multipart upload goes through send(); it answers the current user like the other profile calls.
      const res = await send(api.profile.avatar, { body });
      done((await res.json()) as CurrentUser, t('avatar.uploadedTitle'));
    } catch (error) {
      toast({ title: t('error'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      done(await call(api.profile.removeAvatar), t('avatar.removedTitle'));
    } catch (error) {
      toast({ title: t('error'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3 flex flex-wrap gap-2 lg:justify-center">
      <input
        ref={input}
        id="avatar-file"
        aria-label={t('avatar.fileLabel')}
        tabIndex={-1}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? t('avatar.uploading') : user.profileImageUrl ? t('avatar.change') : t('avatar.add')}
      </Button>
      {user.profileImageUrl ? (
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={remove}>
          {t('avatar.remove')}
        </Button>
      ) : null}
    </div>
  );
}
