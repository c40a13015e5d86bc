import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShoeInfo, ShoeInfoBody } from '@shared/api/buddy';
import type { ClubfootProfileBody, NotificationsBody, PersonalProfileBody, PrivacyBody } from '@shared/api/profile';
import { currentUserKey } from '@client/lib/auth';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/** My shoe sizes are Clubfoot Buddy's data, edited on the profile: kept under the buddy root, so the buddy screens refresh them too. */
export const myShoesKey = [...queryKeys.buddy, 'my-shoes'] as const;

/** Spec section 8: the underlying error of a failed shoe save. */
export const SHOE_SAVE_ERROR = 'Failed to save shoe information';

/**
 * Spec sections 4 and 8: a non-OK answer (404 when nothing is saved yet) means no data; it is
 * logged only, so the spinner ends and the form starts empty.
 */
async function fetchMyShoes(): Promise<ShoeInfo | null> {
  try {
    return await call(api.buddy.myShoes);
  } catch (error) {
    const status = error instanceof Error ? /^(\d{3}): /.exec(error.message)?.[1] : undefined;
    if (status) console.info(`No saved shoe information (${status})`);
    else console.warn('Could not load shoe information', error);
    return null;
  }
}

/** The signed-in member's own shoe sizes; loaded when the Clubfoot Buddy tab opens. */
export function useMyShoes(enabled = true) {
  return useQuery({ queryKey: myShoesKey, queryFn: fetchMyShoes, enabled });
}

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

async function saveShoes(body: ShoeInfoBody): Promise<ShoeInfo> {
  try {
    return await call(api.buddy.saveShoes, { body });
  } catch (error) {
    throw new Error(SHOE_SAVE_ERROR, { cause: error });
  }
}

/** New sizes change who is suggested: the Clubfoot Buddy screens read their suggestions again. */
function refreshSuggestions(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.buddyMatches });
}

export function useSaveShoes() {
  const queryClient = useQueryClient();
  return useProfileSave(saveShoes, (saved) => {
    queryClient.setQueryData(myShoesKey, saved);
    refreshSuggestions(queryClient);
  });
}

/**
 * POST /api/clubfoot-buddy/my-shoes/confirm: the saved sizes are still right (feet grow, so the
 * programme asks again). The screen passes its notices (toasts belong to components).
 */
export function useConfirmShoes(outcome: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.buddy.confirmShoes),
    onSuccess: (saved) => {
      queryClient.setQueryData(myShoesKey, saved);
      refreshSuggestions(queryClient);
      outcome.onSuccess?.();
    },
    onError: outcome.onError,
  });
}
