import { canSeeMemberPage, type MemberPageSubject } from '../../../shared/policies/members';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';

/** A member page the viewer may not see is answered as not there (404), so hidden profiles reveal nothing. */
export function authorizeMemberPage<T extends MemberPageSubject>(viewer: UserRow, member: T | undefined): T {
  if (!member || !canSeeMemberPage(viewer, member)) throw notFound('Member not found');
  return member;
}
