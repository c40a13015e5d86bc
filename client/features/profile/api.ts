import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShoeInfo, ShoeInfoBody } from '@shared/api/buddy';
import type { ClubfootProfileBody, NotificationsBody, PersonalProfileBody, PrivacyBody } from '@shared/api/profile';
import { toast } from '@client/components/ui/use-toast';
import { currentUserKey } from '@client/lib/auth';
import { apiRequest, errorMessage } from '@client/lib/api';

export const myShoesKey = ['/api/clubfoot-buddy/my-shoes'] as const;

/** Spec section 8: the underlying error of a failed shoe save. */
export const SHOE_SAVE_ERROR = 'Failed to save shoe information';

/**
 * Spec sections 4 and 8: a non-OK answer (404 when nothing is saved yet) means no data; it is
 * logged only, so the spinner ends and the form starts empty.
 */
async function fetchMyShoes(): Promise<ShoeInfo | null> {
  try {
    const res = await fetch(myShoesKey[0], { credentials: 'include' });
    if (!res.ok) {
      console.info(`No saved shoe information (${res.status})`);
      return null;
    }
    return (await res.json()) as ShoeInfo;
  } catch (error) {
    console.warn('Could not load shoe information', error);
    return null;
  }
}

/** The signed-in member's own shoe sizes; loaded when the Clubfoot Buddy tab opens. */
export function useMyShoes(enabled = true) {
  return useQuery({ queryKey: myShoesKey, queryFn: fetchMyShoes, enabled });
}

type Notice = { title: string; description: string; failure: string };

/** Each save: a success notice and a refresh of the current user, or a destructive 'Error' notice. */
function useSave<TBody, TResult>(send: (body: TBody) => Promise<TResult>, notice: Notice, onSaved?: (result: TResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      onSaved?.(result);
      toast({ title: notice.title, description: notice.description });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
    onError: (error) => {
      console.warn(notice.failure, error);
      toast({ title: 'Error', description: notice.failure, variant: 'destructive' });
    },
  });
}

const patch = (url: string) => async (body: unknown) => {
  await apiRequest('PATCH', url, body);
};

export function useUpdatePersonal() {
  return useSave<PersonalProfileBody, void>(patch('/api/profile/personal'), {
    title: 'Profile Updated',
    description: 'Your personal information has been saved.',
    failure: 'Failed to update profile. Please try again.',
  });
}

export function useUpdateClubfoot() {
  return useSave<ClubfootProfileBody, void>(patch('/api/profile/clubfoot'), {
    title: 'Profile Updated',
    description: 'Your clubfoot details have been saved.',
    failure: 'Failed to update profile. Please try again.',
  });
}

export function useUpdateNotifications() {
  return useSave<NotificationsBody, void>(patch('/api/profile/notifications'), {
    title: 'Preferences Updated',
    description: 'Your notification preferences have been saved.',
    failure: 'Failed to update preferences. Please try again.',
  });
}

export function useUpdatePrivacy() {
  return useSave<PrivacyBody, void>(patch('/api/profile/privacy'), {
    title: 'Settings Updated',
    description: 'Your privacy settings have been saved.',
    failure: 'Failed to update settings. Please try again.',
  });
}

async function saveShoes(body: ShoeInfoBody): Promise<ShoeInfo> {
  let res: Response;
  try {
    res = await apiRequest('POST', myShoesKey[0], body);
  } catch (error) {
    throw new Error(SHOE_SAVE_ERROR, { cause: error });
  }
  return (await res.json()) as ShoeInfo;
}

/** New sizes change who is suggested: the Clubfoot Buddy screens read their suggestions again. */
function refreshSuggestions(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/clubfoot-buddy/matches') });
}

export function useSaveShoes() {
  const queryClient = useQueryClient();
  return useSave(
    saveShoes,
    {
      title: 'Clubfoot Buddy Info Updated',
      description: 'Your shoe sizes and preferences have been saved.',
      failure: 'Failed to update shoe information. Please try again.',
    },
    (saved) => {
      queryClient.setQueryData(myShoesKey, saved);
      refreshSuggestions(queryClient);
    },
  );
}

/** POST /api/clubfoot-buddy/my-shoes/confirm: the saved sizes are still right (feet grow, so the programme asks again). */
export function useConfirmShoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', `${myShoesKey[0]}/confirm`)).json()) as ShoeInfo,
    onSuccess: (saved) => {
      queryClient.setQueryData(myShoesKey, saved);
      refreshSuggestions(queryClient);
      toast({ title: 'Sizes confirmed', description: 'Thank you. Your shoe profile can be suggested to buddies again.' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not confirm your sizes. Please try again.'), variant: 'destructive' }),
  });
}
