import { GROUP_LANGUAGE_NAMES } from '@shared/groups';
import type { GroupVisibility } from '@shared/policies/groups';
import type { groupsMessages } from './messages';

/* What the groups' pages call things (the contract's constants come from zod-free shared/groups.ts). */

export { JOIN_MESSAGE_MAX } from '@shared/groups';

type Label = keyof (typeof groupsMessages)['en'];

/** Each language by its own name (shared/groups.ts), as a speaker of it looks for it. */
export const languageName = (code: string) => GROUP_LANGUAGE_NAMES[code as keyof typeof GROUP_LANGUAGE_NAMES] ?? code;

/** Each visibility's name and what it means (keys of the groups' messages). */
export const VISIBILITY = {
  open: { label: 'visibility.open', explanation: 'visibility.open.explanation' },
  private: { label: 'visibility.private', explanation: 'visibility.private.explanation' },
  hidden: { label: 'visibility.hidden', explanation: 'visibility.hidden.explanation' },
} as const satisfies Record<GroupVisibility, { label: Label; explanation: Label }>;

export const groupPath = (slug: string) => `/community/groups/${slug}`;
