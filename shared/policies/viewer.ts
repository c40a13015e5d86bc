/**
 * Who is asking, as every policy sees them: the server's user row and the client's current user both
 * fit. A suspended member has no session, so `suspendedAt` is only a second line of defence.
 * Types only: shared policies carry no zod into the browser.
 */
export type Role = 'member' | 'admin';
export type Viewer = { id: string; role: Role; suspendedAt?: Date | null };

/** A signed-in, active member (or administrator). */
export function isActiveViewer(viewer: Viewer | null | undefined): viewer is Viewer {
  return !!viewer && !viewer.suspendedAt;
}

export function isAdmin(viewer: Viewer | null | undefined): boolean {
  return isActiveViewer(viewer) && viewer.role === 'admin';
}

export function isSelf(viewer: Viewer | null | undefined, memberId: string | null | undefined): boolean {
  return isActiveViewer(viewer) && memberId != null && viewer.id === memberId;
}
