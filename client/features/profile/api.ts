import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubfootProfileBody, NotificationsBody, PersonalProfileBody, PrivacyBody } from '@shared/api/profile';
import { currentUserKey } from '@client/lib/auth';
import { queryKeys } from '@client/lib/query-keys';
import { api, call } from '@client/lib/api';

/** A profile form's save; the current user is read again afterwards. Its notices are the form's (components/save-notices.ts). */
function useProfileSave<TBody, TResult>(send: (body: TBody) => Promise<TResult>, onSaved?: (result: TResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      onSaved?.(result);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

export const useUpdatePersonal = () => useProfileSave((body: PersonalProfileBody) => call(api.profile.personal, { body }));
export const useUpdateClubfoot = () => useProfileSave((body: ClubfootProfileBody) => call(api.profile.clubfoot, { body }));
export const useUpdateNotifications = () => useProfileSave((body: NotificationsBody) => call(api.profile.notifications, { body }));
export const useUpdatePrivacy = () => useProfileSave((body: PrivacyBody) => call(api.profile.privacy, { body }));

/** The server's key browsers subscribe to push with (null: push is off on this site). */
export const usePushKey = () => useQuery({ queryKey: [...queryKeys.profile, 'push-key'], queryFn: () => call(api.push.key), staleTime: Infinity });
