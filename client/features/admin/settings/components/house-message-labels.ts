import type { HouseMessageKind } from '@shared/settings';
import type { adminMessages } from '../../messages';

type Key = keyof (typeof adminMessages)['en'];

/**
 * Each ad message's name (shared/settings.ts's labels) in the admin catalogue: as a label, and as it
 * reads inside a sentence ("Edit the find a doctor message").
 */
export const HOUSE_MESSAGE_LABELS = {
  membership: { label: 'settings.messages.kind.membership', lower: 'settings.messages.kind.membership.lower' },
  buddy: { label: 'settings.messages.kind.buddy', lower: 'settings.messages.kind.buddy.lower' },
  'find-doctor': { label: 'settings.messages.kind.findDoctor', lower: 'settings.messages.kind.findDoctor.lower' },
  donate: { label: 'settings.messages.kind.donate', lower: 'settings.messages.kind.donate.lower' },
} as const satisfies Record<HouseMessageKind, { label: Key; lower: Key }>;
