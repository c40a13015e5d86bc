import { keepsProgress, watchVerdict } from '@shared/policies/videos';
import { useAuth } from '@client/lib/auth';

/**
 * Who may watch what, as the screens ask it (shared/policies/videos.ts); the server applies the same
 * rules to every page, caption and media request. The library lists published videos only.
 */
export function useVideoViewer() {
  const { user, isLoading, isAuthenticated } = useAuth();
  return {
    isLoading,
    isAuthenticated,
    /** 'sign-in' for a visitor on a members-only video. */
    verdictFor: (video: { membersOnly: boolean }) => watchVerdict(user, { status: 'published', membersOnly: video.membersOnly }),
    keepsProgress: keepsProgress(user),
  };
}

/** The sign-in page, coming back to `path` once signed in (the login page reads `returnTo`, shared/return-to.ts). */
export const signInHref = (path: string, signup = false) =>
  `/login?${new URLSearchParams({ ...(signup ? { signup: 'true' } : {}), returnTo: path }).toString()}`;
