import type { AdminTeamMember } from '@shared/api/settings';
import { HOUSE_MESSAGES } from '@shared/settings';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import type { MemberSave, MessageSave, Outcome } from '../api';

/*
 * The settings screen's notices, passed to the API hooks by the parts that make each change. A refused
 * form (400) shows its reason in the form; other failures get a notice.
 */

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

/** A section saved: where visitors will see it. */
export const sectionSaved = (title: string, where: string): Outcome<unknown, unknown> => ({
  onSuccess: () => toast({ title, description: where }),
});

export const saveMemberNotices: Outcome<unknown, MemberSave> = {
  onSuccess: (_settings, { id, body }) => toast({ title: id === null ? 'Team member added' : 'Team member saved', description: `${body.name} is on the About page.` }),
};

export const removeMemberNotices: Outcome<unknown, AdminTeamMember> = {
  onSuccess: (_settings, member) => toast({ title: 'Team member removed', description: `${member.name} is no longer on the About page.` }),
  onError: failed('Could not remove the team member'),
};

export const reorderNotices: Outcome<unknown, string[]> = {
  onError: failed('Could not change the order'),
};

export const saveMessageNotices: Outcome<unknown, MessageSave> = {
  onSuccess: (_settings, { kind }) => toast({ title: 'Message saved', description: `Visitors see the new ${HOUSE_MESSAGES[kind].label.toLowerCase()} message in its ad slots.` }),
};
