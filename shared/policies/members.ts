import { isAdmin, isSelf, type Viewer } from './viewer';

/**
 * Who sees a member's page (issue 16): members only (the endpoint's access), never a closed or
 * suspended account, and a hidden profile only for its owner and administrators. What the page then
 * shows is the presenter's business (server/lib/present-user.ts applies the other privacy settings).
 */
export type MemberPageSubject = {
  id: string;
  deletedAt: Date | null;
  suspendedAt: Date | null;
  privacySettings: { showProfileToMembers: boolean };
};

export function canSeeMemberPage(viewer: Viewer, member: MemberPageSubject): boolean {
  if (member.deletedAt || member.suspendedAt) return false;
  return member.privacySettings.showProfileToMembers || isSelf(viewer, member.id) || isAdmin(viewer);
}
