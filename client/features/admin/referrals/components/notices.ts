import type { MatchBody, Specialist } from '@shared/api/referrals';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import type { Outcome, SpecialistSave } from '../api';
import { tIn, type Translate } from '@client/lib/i18n';
import { referralsAdminMessages } from '../messages';

/** The notices' words in the page's language. */
const t: Translate<(typeof referralsAdminMessages)['en']> = (key, values) => tIn(referralsAdminMessages)(key, values);

/*
 * The notices of the doctor requests and specialist screens, passed to the API hooks by the screens
 * that make each change: a notice on success, a destructive one with the server's reason on failure.
 */

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

export const matchReferralNotices: Outcome<unknown, MatchBody> = {
  onSuccess: (_done, body) => toast({ title: t('notice.sent'), description: t('notice.sentText', { count: body.specialistIds.length }) }),
  onError: (error) => failed(t('notice.sendFailed'))(error),
};

export const closeReferralNotices: Outcome<unknown, unknown> = {
  onSuccess: () => toast({ title: t('notice.closed'), description: t('notice.closedText') }),
  onError: (error) => failed(t('notice.closeFailed'))(error),
};

/** A refused specialist (400) is shown in its form. */
export const saveSpecialistNotices: Outcome<Specialist, SpecialistSave> = {
  onSuccess: (saved, { id }) => toast({ title: id === null ? t('notice.added') : t('notice.saved'), description: t('notice.savedText', { name: saved.name }) }),
};

export const deleteSpecialistNotices: Outcome<unknown, Specialist> = {
  onSuccess: (_done, specialist) => toast({ title: t('notice.removed'), description: t('notice.removedText', { name: specialist.name }) }),
  onError: (error) => failed(t('notice.removeFailed'))(error),
};
