import { Suspense } from 'react';
import { lazy } from '@client/lib/lazy';
import { shownGifts, useMyGifts, YourGifts } from '@client/features/donations/api';
import { useMyMembership, YourMembership } from '@client/features/memberships/api';
import ProfilePage from '@client/features/profile/pages/profile-page';
import { useMyReferrals, YourDoctorRequests } from '@client/features/referrals/api';
import { placedOrders, useMyOrders, useMySplitPairs, YourOrders, YourSplitPairs } from '@client/features/shop/api';

/*
 * The profile (/profile) with what other features add to it: features import no other feature, so
 * they meet here. Each part is loaded when it is first shown.
 */
const BuddyPanel = lazy(() => import('@client/features/buddy/components/buddy-panel').then((m) => ({ default: m.BuddyPanel })));
const MessagesPrivacy = lazy(() => import('@client/features/messages/components/messages-privacy'));

/** A donor's gifts below the side card; loaded only for members who have given. */
function DonorGifts() {
  const gifts = useMyGifts(true);
  if (shownGifts(gifts.data?.gifts).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <YourGifts />
    </Suspense>
  );
}

/** A member's supporting membership; loaded only for members who have joined. */
function Membership() {
  const mine = useMyMembership(true);
  if (!mine.data?.membership) return null;
  return (
    <Suspense fallback={null}>
      <YourMembership />
    </Suspense>
  );
}

/** A member's requests for a specialist; loaded only for members who have made one. */
function DoctorRequests() {
  const referrals = useMyReferrals(true);
  if ((referrals.data?.referrals.length ?? 0) === 0) return null;
  return (
    <Suspense fallback={null}>
      <YourDoctorRequests />
    </Suspense>
  );
}

/** A member's shop orders; loaded only for members who have placed one. */
function ShopOrders() {
  const orders = useMyOrders(true);
  if (placedOrders(orders.data?.orders).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <YourOrders />
    </Suspense>
  );
}

/** A member's split pairs with a Clubfoot Buddy; loaded only for members who have one. */
function SplitPairs() {
  const splitPairs = useMySplitPairs(true);
  if ((splitPairs.data?.splitPairs.length ?? 0) === 0) return null;
  return (
    <Suspense fallback={null}>
      <YourSplitPairs />
    </Suspense>
  );
}

export default function ProfileRoute() {
  return (
    <ProfilePage
      sections={{
        buddyTab: <BuddyPanel />,
        messagesPrivacy: <MessagesPrivacy />,
        aside: (
          <>
            <Membership />
            <DonorGifts />
            <ShopOrders />
            <SplitPairs />
            <DoctorRequests />
          </>
        ),
      }}
    />
  );
}
