import { AlertTriangle, ArrowLeft, CheckCircle2, Clock, Footprints } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { SplitPairView } from '@shared/api/shop';
import { SPLIT_PAIR_DAYS, SPLIT_PAIR_STATUS_LABELS } from '@shared/shop';
import type { CurrentUser } from '@shared/api/user';
import NotFoundPage from '@client/components/not-found-page';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { orderPath, statusOf } from '../api';
import { HalfCheckout } from '../components/half-checkout';
import { PageLoadError, PageLoading } from '../components/page-states';
import { ProductPhoto } from '../components/product-card';
import { formatCents, orderDate } from '../format';
import { splitPairPath, usePaySplitPairHalf, useCloseSplitPair, useRefreshSplitPair, useSplitPair } from '../split-pairs-api';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';
type Half = SplitPairView['initiator'];

const deadlineFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });

/** One member's shoes: which size on which foot, the half's price, paid or not, and the viewer's own order. */
function HalfCard({ half, yours }: { half: Half; yours: boolean }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid={yours ? 'your-half' : 'buddy-half'}>
      <h3 className="font-semibold text-slate-900">{yours ? 'Your half' : `${half.member.name}'s half`}</h3>
      <p className="mt-1 text-slate-800">
        Left size {half.leftSize} · Right size {half.rightSize}
      </p>
      <p className="mt-1 text-slate-700">
        {formatCents(half.halfCents)} plus shipping ·{' '}
        {half.paid ? (
          <strong className="inline-flex items-center gap-1 text-brand-800">
            <CheckCircle2 aria-hidden="true" className="size-4" /> Paid
          </strong>
        ) : (
          <strong className="text-slate-900">Not paid yet</strong>
        )}
      </p>
      {yours && half.orderNumber ? (
        <p className="mt-2 text-sm">
          <Link to={orderPath(half.orderNumber)} className={linkClass}>
            Your order {half.orderNumber}
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/** Where the split pair stands, in words for the member looking at it. */
function StatusNote({ split, paying }: { split: SplitPairView; paying: boolean }) {
  const mine = split.you === 'initiator' ? split.initiator : split.partner;
  const buddy = split.you === 'initiator' ? split.partner : split.initiator;
  const deadline = deadlineFormat.format(new Date(split.expiresAt));
  if (split.status === 'waiting-initiator' || (paying && split.status === 'waiting-partner' && !mine.paid)) {
    return (
      <p role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {split.you === 'initiator' || paying
          ? 'We are waiting for your payment to be confirmed. This usually takes a few seconds, and this page updates by itself.'
          : `${buddy.member.name} has started this split pair and is paying their half now.`}
      </p>
    );
  }
  if (split.status === 'waiting-partner') {
    return (
      <p className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          {split.you === 'initiator'
            ? `Your half is paid and both pairs are held. ${buddy.member.name} has until ${deadline} to pay their half. If they don't, you are refunded in full.`
            : `${buddy.member.name} has paid their half and both pairs are held for you. Please pay your half by ${deadline}; after that the split pair closes and ${buddy.member.name} is refunded.`}
        </span>
      </p>
    );
  }
  if (split.status === 'complete') {
    return (
      <p role="status" className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        Both halves are paid. We pack the two pairs and send each of you the shoes that fit you, to your own address. Receipts are on their way by e-mail.
      </p>
    );
  }
  const why =
    split.status === 'declined'
      ? split.you === 'partner'
        ? 'You declined this split pair.'
        : `${buddy.member.name} declined this split pair.`
      : split.status === 'expired'
        ? `The second half was not paid within ${SPLIT_PAIR_DAYS} days.`
        : 'This split pair was called off.';
  return (
    <p className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-700" />
      {why} Any half that was paid has been refunded in full to the card it was paid with, and nothing was charged for the other.
    </p>
  );
}

/** "Decline" for the buddy, "Call it off" for the first buyer, while the second half is awaited. */
function CloseSplitPair({ split }: { split: SplitPairView }) {
  const [open, setOpen] = useState(false);
  const close = useCloseSplitPair(split.id);
  const partner = split.you === 'partner';
  const buddy = partner ? split.initiator.member.name : split.partner.member.name;
  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: partner ? 'You declined the split pair' : 'The split pair was called off', description: partner ? `${buddy} will be refunded in full.` : 'You will be refunded in full.' });
      },
      onError: (error) => {
        setOpen(false);
        toast({ title: 'Nothing was changed', description: errorMessage(error), variant: 'destructive' });
      },
    });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {partner ? 'Decline' : 'Call it off'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={partner ? 'Decline this split pair?' : 'Call off this split pair?'}
        description={
          partner
            ? `${buddy} will be refunded in full, and the shoes go back on the shelf. Nothing is charged to you.`
            : `You will be refunded in full, and the shoes go back on the shelf. We will let ${buddy} know.`
        }
        confirmLabel={partner ? 'Decline' : 'Call it off'}
        cancelLabel={partner ? 'Keep it open' : 'Keep waiting'}
        onConfirm={confirm}
        pending={close.isPending}
      />
    </>
  );
}

/** The buddy's half: their own address, shipping and card. */
function PayYourHalf({ split, user, onPaid }: { split: SplitPairView; user: CurrentUser; onPaid: () => void }) {
  const pay = usePaySplitPairHalf(split.id);
  const refresh = useRefreshSplitPair(split.id);
  return (
    <section aria-label="Pay your half" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <HalfCheckout
        user={user}
        halfCents={split.partner.halfCents}
        pending={pay.isPending}
        start={(request, key) => pay.mutateAsync({ request, key })}
        returnPath={() => `${splitPairPath(split.id)}?paid=1`}
        onPaid={onPaid}
        onPaymentFailed={() => void refresh()}
      />
    </section>
  );
}

function SplitPair({ split, user, paid }: { split: SplitPairView; user: CurrentUser; paid: boolean }) {
  usePageMeta(`Split pair: ${split.product.name}`, 'A split pair shared with your Clubfoot Buddy: who gets which shoes, and who has paid.');
  const [paying, setPaying] = useState(paid);
  const query = useSplitPair(split.id, paying);
  const view = query.data ?? split;
  const yours = view.you === 'initiator' ? view.initiator : view.partner;
  const theirs = view.you === 'initiator' ? view.partner : view.initiator;
  const waiting = view.status === 'waiting-partner';
  const payNow = waiting && view.you === 'partner' && !paying;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">Split pair with {theirs.member.name}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span>
            Status:{' '}
            <strong className="text-slate-900" data-testid="split-pair-status">
              {SPLIT_PAIR_STATUS_LABELS[view.status]}
            </strong>
          </span>
          <span aria-hidden="true">·</span>
          <span>Started on {orderDate(view.createdAt)}</span>
        </p>
      </div>
      <StatusNote split={view} paying={paying} />
      <Link to={`/shop/products/${view.product.slug}`} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-600">
        <ProductPhoto image={view.product.image} className="size-16 shrink-0 rounded-md" />
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{view.product.name}</span>
          <span className="block text-sm text-slate-700">Two pairs, shared between you</span>
        </span>
      </Link>
      <section aria-labelledby="split-halves-title">
        <h2 id="split-halves-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Footprints aria-hidden="true" className="size-5 text-brand-700" /> Who gets which shoes
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          <HalfCard half={yours} yours />
          <HalfCard half={theirs} yours={false} />
        </ul>
      </section>
      {payNow ? (
        <PayYourHalf
          split={view}
          user={user}
          onPaid={() => {
            setPaying(true);
            void query.refetch();
          }}
        />
      ) : null}
      {waiting && !paying ? (
        <div className="flex flex-wrap items-center gap-3">
          <CloseSplitPair split={view} />
        </div>
      ) : null}
    </div>
  );
}

/** /shop/split-pairs/:id: a split pair, for its two members only. */
export default function SplitPairPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { user, isLoading } = useAuth();
  const query = useSplitPair(id, false);
  const status = query.isError ? statusOf(query.error) : null;
  if (!isLoading && !user) return <NotFoundPage forVisitor />;
  if (status !== null && status >= 400 && status < 500) return <NotFoundPage />;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
        <Link to="/profile" className="mb-4 inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Your profile
        </Link>
        {query.isPending || !user ? (
          <PageLoading label="Loading the split pair" />
        ) : query.isError ? (
          <PageLoadError heading="Split pair" title="Could not load this split pair" query={query} />
        ) : (
          <SplitPair key={query.data.id} split={query.data} user={user} paid={params.get('paid') === '1'} />
        )}
      </div>
    </div>
  );
}
