import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage, refusalMessage } from '@client/lib/api';
import { tIn } from '@client/lib/i18n';
import type { Locale } from '@shared/i18n/locales';
import type { Outcome } from './api';
import { referralsMessages } from './messages';

type NoticeName = 'consentRequired' | 'submitted' | 'failed';

/** A notice of spec sections 5 and 8 in the page's language (or the one given). */
export function referralNotice(name: NoticeName, locale?: Locale) {
  const t = tIn(referralsMessages, locale);
  if (name === 'consentRequired') return { title: t('notice.consent.title'), description: t('notice.consent.text') };
  if (name === 'submitted') return { title: t('notice.submitted.title'), description: t('notice.submitted.text', { hours: REFERRAL_RESPONSE_HOURS }) };
  return { title: t('notice.error'), description: t('notice.failed') };
}

/** The same in English, word for word as the spec has them (read when asked for). */
export const REFERRAL_NOTICES = {
  get consentRequired() {
    return referralNotice('consentRequired', 'en');
  },
  get submitted() {
    return referralNotice('submitted', 'en');
  },
  get failed() {
    return referralNotice('failed', 'en');
  },
};

export const submitReferralNotices: Outcome<unknown, unknown> = {
  onSuccess: () => toast(referralNotice('submitted')),
  // A refused form (400) or too many requests (429) has the server's reason; anything else the spec's failure notice.
  onError: (error) => {
    const failed = referralNotice('failed');
    toast({ title: failed.title, description: refusalMessage(error, failed.description), variant: 'destructive' });
  },
};

/** The family's choice of specialist, from their e-mail's link. */
export const chooseSpecialistNotices: Outcome<unknown, unknown> = {
  onError: (error) => {
    const t = tIn(referralsMessages);
    toast({ title: t('notice.error'), description: errorMessage(error, t('notice.chooseFailed')), variant: 'destructive' });
  },
};
