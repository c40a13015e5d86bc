import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { QueryError } from '@client/components/query-error';
import { usePageMeta } from '@client/lib/page-meta';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { useCancelManagedGift, useManagedGift } from '../api';
import { offersCancel } from '../policy';
import { CancelGiftDialog } from '../components/cancel-gift-dialog';
import { GiftDetails } from '../components/gift-details';
import { cancelGiftNotices } from '../notices';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** The server answers 400 (malformed) or 404 (unknown) for a link that leads nowhere. */
const isInvalidLink = (error: unknown) => error instanceof Error && /^(400|404): /.test(error.message);

function InvalidLink() {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">This link is not valid.</p>
      <p className="mt-1 text-sm">
        It may be incomplete or mistyped: open it again from your receipt e-mail. If you are a member, you can also manage your gifts in{' '}
        <Link to="/profile" className={linkClass}>
          your profile
        </Link>
        .
      </p>
    </div>
  );
}

function ManagedGift({ token }: { token: string }) {
  const gift = useManagedGift(token);
  const cancel = useCancelManagedGift(token, cancelGiftNotices);
  const [confirming, setConfirming] = useState(false);
  // The cancel button leaves with the gift's status: the focus goes to what replaced it, once the dialog has closed.
  const { heading: status, focusHeadingAfterClose } = useHeadingFocus<HTMLParagraphElement>(confirming);

  if (gift.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your gift...
      </p>
    );
  }
  if (gift.isError) {
    if (isInvalidLink(gift.error)) return <InvalidLink />;
    return <QueryError title="Could not load your gift" error={gift.error} onRetry={() => void gift.refetch()} retrying={gift.isFetching} />;
  }

  const data = gift.data;
  return (
    <div className="space-y-6">
      <GiftDetails gift={data} headingLevel={2} />
      {offersCancel(data) ? (
        <div className="space-y-3 border-t border-slate-200 pt-6">
          <p className="text-sm text-slate-700">Stop your monthly gift at any time: no further payments are taken after you cancel.</p>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Cancel monthly gift
          </Button>
        </div>
      ) : data.status === 'cancelled' ? (
        <p ref={status} tabIndex={-1} className="border-t border-slate-200 pt-6 text-slate-800 focus-visible:outline-none">
          This monthly gift is cancelled: no further payments will be taken. Thank you for your support.
        </p>
      ) : null}
      <CancelGiftDialog
        gift={data}
        open={confirming}
        onOpenChange={setConfirming}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: focusHeadingAfterClose, onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}

/** /donate/manage?token=: a visitor's monthly gift, from the link in its receipt. */
export default function ManageGiftPage() {
  usePageMeta('Your gift', 'See your gift to Clubfoot Community and cancel a monthly gift from the link in your receipt.');
  const [searchParams] = useSearchParams();
  const token = (searchParams.get('token') ?? '').trim();

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-slate-900">Your gift</h1>
        <p className="mt-2 text-slate-700">Your gift to Clubfoot Community, as in your receipt.</p>
        <Card className="mt-8">
          <CardContent className="p-6 sm:p-8">{token ? <ManagedGift token={token} /> : <InvalidLink />}</CardContent>
        </Card>
        <p className="mt-6 text-sm text-slate-700">
          <Link to="/donate" className={linkClass}>
            Back to the donate page
          </Link>
        </p>
      </div>
    </div>
  );
}
