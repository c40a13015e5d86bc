import type { AdminTeamMember } from '@shared/api/settings';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { tIn } from '@client/lib/i18n';
import type { MemberSave, MessageSave, Outcome } from '../api';
import { adminMessages } from '../../messages';
import { HOUSE_MESSAGE_LABELS } from './house-message-labels';

/*
 * The settings screen's notices, passed to the API hooks by the parts that make each change. A refused
 * form (400) shows its reason in the form; other failures get a notice. Each is in the page's language.
 */

type Key = keyof (typeof adminMessages)['en'];

const failed = (title: Key) => (error: unknown) => {
  toast({ title: tIn(adminMessages)(title), description: errorMessage(error), variant: 'destructive' });
};

/** A section saved: where visitors will see it. */
export const sectionSaved = (title: Key, where: Key): Outcome<unknown, unknown> => ({
  onSuccess: () => {
    const t = tIn(adminMessages);
    toast({ title: t(title), description: t(where) });
  },
});

export const saveMemberNotices: Outcome<unknown, MemberSave> = {
  onSuccess: (_settings, { id, body }) => {
    const t = tIn(adminMessages);
    toast({ title: id === null ? t('settings.team.added') : t('settings.team.saved'), description: t('settings.team.savedText', { name: body.name }) });
  },
};

export const removeMemberNotices: Outcome<unknown, AdminTeamMember> = {
  onSuccess: (_settings, member) => toast({ title: tIn(adminMessages)('settings.team.removed'), description: tIn(adminMessages)('settings.team.removedText', { name: member.name }) }),
  onError: failed('settings.team.removeFailed'),
};

export const reorderNotices: Outcome<unknown, string[]> = {
  onError: failed('settings.team.reorderFailed'),
};

export const saveMessageNotices: Outcome<unknown, MessageSave> = {
  onSuccess: (_settings, { kind }) => {
    const t = tIn(adminMessages);
    toast({ title: t('settings.messages.saved'), description: t('settings.messages.savedText', { kind: t(HOUSE_MESSAGE_LABELS[kind].lower) }) });
  },
};
