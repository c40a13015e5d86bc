import type { MatchBody, Specialist } from '@shared/api/referrals';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import type { Outcome, SpecialistSave } from '../api';

/*
 * The notices of the doctor requests and specialist screens, passed to the API hooks by the screens
 * that make each change: a notice on success, a destructive one with the server's reason on failure.
 */

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

export const matchReferralNotices: Outcome<unknown, MatchBody> = {
  onSuccess: (_done, body) => {
    const count = body.specialistIds.length;
    toast({ title: 'Specialists sent', description: `The family gets an e-mail with ${count === 1 ? 'the specialist' : `the ${count} specialists`} and a link to tell us whom they chose.` });
  },
  onError: failed('Could not send the specialists'),
};

export const closeReferralNotices: Outcome<unknown, unknown> = {
  onSuccess: () => toast({ title: 'Request closed', description: 'It leaves the waiting queue and is deleted 12 months from now.' }),
  onError: failed('Could not close the request'),
};

/** A refused specialist (400) is shown in its form. */
export const saveSpecialistNotices: Outcome<Specialist, SpecialistSave> = {
  onSuccess: (saved, { id }) => toast({ title: id === null ? 'Specialist added' : 'Specialist saved', description: `${saved.name} is in the directory.` }),
};

export const deleteSpecialistNotices: Outcome<unknown, Specialist> = {
  onSuccess: (_done, specialist) => toast({ title: 'Specialist removed', description: `${specialist.name} is no longer in the directory.` }),
  onError: failed('Could not remove the specialist'),
};
