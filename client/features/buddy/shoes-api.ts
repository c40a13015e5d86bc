import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShoeInfo, ShoeInfoBody } from '@shared/api/buddy';
import { currentUserKey } from '@client/lib/auth';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/*
 * My shoe sizes (Clubfoot Buddy's data), edited on the profile's Clubfoot Buddy tab and confirmed on
 * the buddy screens. Their notices are the components' (shoe-form.tsx, confirm-sizes-button.tsx).
 */

/** Kept under the buddy root, so the buddy screens refresh them too. */
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

/** Saving sizes also reads the current user again (the profile's completeness counts them). */
export function useSaveShoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShoes,
    onSuccess: (saved) => {
      queryClient.setQueryData(myShoesKey, saved);
      refreshSuggestions(queryClient);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

/**
 * POST /api/clubfoot-buddy/my-shoes/confirm: the saved sizes are still right (feet grow, so the
 * programme asks again). The screen passes its notices (components/confirm-sizes-button.tsx); they
 * run here because the button is gone once the sizes are confirmed.
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
