import { canDownloadGuide } from '../../../shared/policies/resources';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

export { seesDrafts } from '../../../shared/policies/resources';

/** A guide the viewer may not download (a draft's, for a member) is answered as not there. */
export function authorizeGuide<T extends { status: string }>(viewer: UserRow, guide: T | undefined): T {
  if (!guide || !canDownloadGuide(viewer, guide)) throw notFound('Guide not found');
  return guide;
}
