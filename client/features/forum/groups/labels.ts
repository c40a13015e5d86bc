import { GROUP_LANGUAGE_NAMES } from '@shared/groups';
import type { GroupVisibility } from '@shared/policies/groups';

/* What the groups' pages call things (the contract's constants come from zod-free shared/groups.ts). */

export { JOIN_MESSAGE_MAX } from '@shared/groups';

export const languageName = (code: string) => GROUP_LANGUAGE_NAMES[code as keyof typeof GROUP_LANGUAGE_NAMES] ?? code;

export const VISIBILITY: Record<GroupVisibility, { label: string; explanation: string }> = {
  open: { label: 'Open', explanation: 'Anyone can read its discussions; members join at once.' },
  private: { label: 'Private', explanation: 'Anyone can find it; only members read its discussions. A moderator approves each request to join.' },
  hidden: { label: 'Hidden', explanation: 'Only its members know it is here; a moderator adds new members.' },
};

export const groupPath = (slug: string) => `/community/groups/${slug}`;

export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
