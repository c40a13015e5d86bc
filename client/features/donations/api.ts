import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { CreateDonationResponse, DonationConfig, DonorGift, TestConfirmResponse } from '@shared/api/donations';
import type { DonationType, TestPaymentMethod } from '@shared/donations';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage } from '@client/lib/api';
import { formatDollars } from '@client/lib/format';
import { AMOUNT_PROBLEM_TEXT } from './amount';

/*
 * Donations (issue 8). Types come from shared/api/donations.ts with `import type` and the constants
 * from shared/donations.ts, so no zod reaches these screens.
 */

const DONATIONS_URL = '/api/donations';

export const donationKeys = {
  config: [`${DONATIONS_URL}/config`] as const,
  mine: [`${DONATIONS_URL}/mine`] as const,
  manage: (token: string) => [`${DONATIONS_URL}/manage?token=${encodeURIComponent(token)}`] as const,
};

/** The notices of spec sections 5 and 8, word for word. */
export const DONATION_NOTICES = {
  minimum: { title: 'Minimum donation amount', description: AMOUNT_PROBLEM_TEXT.minimum },
  initiateFailed: { title: 'Error', description: 'Failed to initiate donation. Please try again.' },
  paymentFailed: { title: 'Payment Failed', description: 'There was an issue processing your payment.' },
  unexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
  thankYou: { title: 'Thank You!', description: 'Your donation has been processed successfully.' },
} as const;

/** 'Payment Failed' with the provider's message, or the default one. */
export function notifyPaymentFailed(message?: string | null) {
  toast({ title: DONATION_NOTICES.paymentFailed.title, description: message || DONATION_NOTICES.paymentFailed.description, variant: 'destructive' });
}

export function notifyUnexpected() {
  toast({ ...DONATION_NOTICES.unexpected, variant: 'destructive' });
}

export const GIFT_TYPE_LABELS: Record<DonationType, string> = { 'one-time': 'One-time', monthly: 'Monthly' };

/** '$25', '$25 monthly'. */
export const giftAmount = (dollars: number, type: DonationType) => `${formatDollars(dollars)}${type === 'monthly' ? ' monthly' : ''}`;
/** 'Donate $25', 'Donate $25 monthly' (and 'Pay ...' on the payment step). */
export const giftLabel = (verb: string, dollars: number, type: DonationType) => `${verb} ${giftAmount(dollars, type)}`;

/** A monthly gift its donor can still stop. */
export const isCancellable = (gift: Pick<DonorGift, 'type' | 'status'>) => gift.type === 'monthly' && gift.status === 'active';

/* ---------- Reads ---------- */

/** GET /api/donations/config: which payment form the page shows (the provider's, or test mode's). */
export function useDonationConfig() {
  return useQuery<DonationConfig>({ queryKey: donationKeys.config });
}

/** GET /api/donations/mine: the signed-in member's gifts, newest first. */
export function useMyGifts(enabled: boolean) {
  return useQuery<{ gifts: DonorGift[] }>({ queryKey: donationKeys.mine, enabled });
}

/** The gifts a donor is shown: a gift still waiting for its first payment (a form left half-way) is not one yet. */
export const shownGifts = (gifts: readonly DonorGift[] | undefined) => (gifts ?? []).filter((gift) => gift.status !== 'pending');

/** GET /api/donations/manage?token=: the gift a receipt's link points at (404 for an unknown token). */
export function useManagedGift(token: string) {
  return useQuery<DonorGift>({ queryKey: donationKeys.manage(token), enabled: token !== '' });
}

/* ---------- Writing ---------- */

export type DonationRequest = { amount: number; type: DonationType; email?: string };
/** A created gift, ready for its payment form (the provider's form also needs the publishable key). */
export type StartedDonation = CreateDonationResponse & Pick<DonationRequest, 'amount' | 'type'> & { publishableKey: string | null };

/** One key per press of Donate, so a retried request makes one gift (omitted where the browser has no randomUUID). */
const idempotencyKey = () => (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined);

/** POST create-payment-intent (one-time) or create-subscription (monthly). */
export async function createDonation(request: DonationRequest): Promise<CreateDonationResponse> {
  const url = `${DONATIONS_URL}/${request.type === 'monthly' ? 'create-subscription' : 'create-payment-intent'}`;
  const res = await apiRequest('POST', url, { ...request, idempotencyKey: idempotencyKey() });
  return (await res.json()) as CreateDonationResponse;
}

/** A refused amount or too many attempts has its own reason; anything else is the spec's failure notice. */
function initiateFailure(error: unknown) {
  const known = error instanceof Error && /^(400|429): /.test(error.message);
  return known ? errorMessage(error, DONATION_NOTICES.initiateFailed.description) : DONATION_NOTICES.initiateFailed.description;
}

/** Press of Donate: the gift is created (and, for the provider's form, its configuration read if it is not yet). */
export function useStartDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: DonationRequest): Promise<StartedDonation> => {
      const created = await createDonation(request);
      const publishableKey =
        created.mode === 'stripe' ? (await queryClient.ensureQueryData<DonationConfig>({ queryKey: donationKeys.config })).publishableKey : null;
      return { ...created, amount: request.amount, type: request.type, publishableKey };
    },
    onError: (error) => toast({ title: DONATION_NOTICES.initiateFailed.title, description: initiateFailure(error), variant: 'destructive' }),
  });
}

/** POST /api/donations/test-mode/confirm: test mode's stand-in for the provider (only a test payment method is sent). */
export async function confirmTestPayment(clientSecret: string, paymentMethod: TestPaymentMethod): Promise<TestConfirmResponse> {
  const res = await apiRequest('POST', `${DONATIONS_URL}/test-mode/confirm`, { clientSecret, paymentMethod });
  return (await res.json()) as TestConfirmResponse;
}

const CANCELLED_NOTICE = { title: 'Monthly gift cancelled', description: 'No further payments will be taken. Thank you for your support.' };

function notifyCancelFailed(error: unknown) {
  toast({ title: 'Could not cancel the gift', description: errorMessage(error), variant: 'destructive' });
}

/** POST /api/donations/:id/cancel (a signed-in member's own active monthly gift); the list is read again. */
export function useCancelGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await (await apiRequest('POST', `${DONATIONS_URL}/${encodeURIComponent(id)}/cancel`)).json()) as DonorGift,
    onSuccess: async () => {
      toast(CANCELLED_NOTICE);
      await queryClient.invalidateQueries({ queryKey: donationKeys.mine });
    },
    onError: notifyCancelFailed,
  });
}

/** POST /api/donations/manage/cancel with the receipt link's token; the answer replaces the shown gift. */
export function useCancelManagedGift(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', `${DONATIONS_URL}/manage/cancel`, { token })).json()) as DonorGift,
    onSuccess: (gift) => {
      queryClient.setQueryData(donationKeys.manage(token), gift);
      toast(CANCELLED_NOTICE);
    },
    onError: notifyCancelFailed,
  });
}

/** After a gift: the member's list is read again when next shown. */
export function useRefreshMyGifts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: donationKeys.mine });
}

/**
 * The one component other features may show (the profile's side column): a signed-in donor's gifts,
 * loaded only for members who have given. Wrap it in <Suspense>.
 */
export const YourGifts = lazy(() => import('./components/your-gifts'));
