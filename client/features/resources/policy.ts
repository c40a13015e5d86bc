import { canDownloadGuide } from '@shared/policies/resources';
import { useAuth } from '@client/lib/auth';

/**
 * Guides are a member benefit (shared/policies/resources.ts): whether the viewer gets the download links
 * or a way to sign in. The public article pages show published articles only.
 */
export function useMayDownloadGuides() {
  const { user, isLoading } = useAuth();
  return { isLoading, mayDownload: canDownloadGuide(user, { status: 'published' }) };
}
