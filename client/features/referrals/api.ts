import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { ChooseView, MyReferral, ReferralBody } from '@shared/api/referrals';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage, refusalMessage } from '@client/lib/api';

/*
 * Find a doctor (issue 10). Types come from shared/api/referrals.ts with `import type` and the
 * constants from shared/referrals.ts, so no zod reaches these screens.
 */

const REFERRALS_URL = '/api/referrals';

export const referralKeys = {
  mine: [`${REFERRALS_URL}/mine`] as const,
  choose: (token: string) => [`${REFERRALS_URL}/choose?token=${encodeURIComponent(token)}`] as const,
};

/** The notices of spec sections 5 and 8, word for word. */
export const REFERRAL_NOTICES = {
  consentRequired: { title: 'Consent Required', description: 'Please agree to the privacy policy and terms to proceed.' },
  submitted: { title: 'Request Submitted', description: `Thank you. We will contact you within ${REFERRAL_RESPONSE_HOURS} hours.` },
  failed: { title: 'Error', description: 'Failed to submit your request. Please try again.' },
} as const;

/** A request as the form sends it (every field checked again on the server). */
export type ReferralRequest = Omit<ReferralBody, 'agree'> & { agree: true };

/** POST /api/referrals: a real call now (the spec's 1.5-second simulation is gone); a member's list is read again. */
export function useSubmitReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReferralRequest) => (await (await apiRequest('POST', REFERRALS_URL, body)).json()) as { id: string; status: string; createdAt: string },
    onSuccess: () => {
      toast(REFERRAL_NOTICES.submitted);
      return queryClient.invalidateQueries({ queryKey: referralKeys.mine });
    },
    onError: (error) => toast({ title: REFERRAL_NOTICES.failed.title, description: refusalMessage(error, REFERRAL_NOTICES.failed.description), variant: 'destructive' }),
  });
}

/** GET /api/referrals/mine: the signed-in member's own requests, newest first. */
export function useMyReferrals(enabled: boolean) {
  return useQuery<{ referrals: MyReferral[] }>({ queryKey: referralKeys.mine, enabled });
}

/** GET /api/referrals/choose?token=: the specialists a family's e-mail link points at (404 for an unknown token). */
export function useChooseView(token: string) {
  return useQuery<ChooseView>({ queryKey: referralKeys.choose(token), enabled: token !== '' });
}

/** POST /api/referrals/choose: the family says which specialist they chose; the answer is shown at once. */
export function useChooseSpecialist(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (specialistId: number) => apiRequest('POST', `${REFERRALS_URL}/choose`, { token, specialistId }),
    onSuccess: (_res, specialistId) => {
      queryClient.setQueryData<ChooseView>(referralKeys.choose(token), (view) => (view ? { ...view, status: 'closed', chosenSpecialistId: specialistId } : view));
      return queryClient.invalidateQueries({ queryKey: referralKeys.mine });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not record your choice. Please try again.'), variant: 'destructive' }),
  });
}

/**
 * The one component other features may show (the profile's side column): a member's doctor
 * requests, shown only to members who have made one. Wrap it in <Suspense>.
 */
export const YourDoctorRequests = lazy(() => import('./components/your-doctor-requests'));
