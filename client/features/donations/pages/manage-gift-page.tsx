import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { QueryError } from '@client/components/query-error';
import { Rich, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { useCancelManagedGift, useManagedGift } from '../api';
import { offersCancel } from '../policy';
import { CancelGiftDialog } from '../components/cancel-gift-dialog';
import { GiftDetails } from '../components/gift-details';
import { cancelGiftNotices } from '../notices';
import { donationsMessages } from '../messages';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** The server answers 400 (malformed) or 404 (unknown) for a link that leads nowhere. */
const isInvalidLink = (error: unknown) => error instanceof Error && /^(400|404): /.test(error.message);

function InvalidLink() {
  const t = useT(donationsMessages);
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t('invalid.title')}</p>
      <p className="mt-1 text-sm">
        <Rich
          t={t}
          k="invalid.text"
          tags={{
            link: (text) => (
              <Link to="/profile" className={linkClass}>
                {text}
              </Link>
            ),
          }}
        />
      </p>
    </div>
  );
}

function ManagedGift({ token }: { token: string }) {
  const gift = useManagedGift(token);
  const cancel = useCancelManagedGift(token, cancelGiftNotices);
  const t = useT(donationsMessages);
  const [confirming, setConfirming] = useState(false);
  // The cancel button leaves with the gift's status: the focus goes to what replaced it, once the dialog has closed.
  const { heading: status, focusHeadingAfterClose } = useHeadingFocus<HTMLParagraphElement>(confirming);

  if (gift.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('manage.loading')}
      </p>
    );
  }
  if (gift.isError) {
    if (isInvalidLink(gift.error)) return <InvalidLink />;
    return <QueryError title={t('manage.loadError')} error={gift.error} onRetry={() => void gift.refetch()} retrying={gift.isFetching} />;
  }

  const data = gift.data;
  return (
    <div className="space-y-6">
      <GiftDetails gift={data} headingLevel={2} />
      {offersCancel(data) ? (
        <div className="space-y-3 border-t border-slate-200 pt-6">
          <p className="text-sm text-slate-700">{t('manage.stop')}</p>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('cancel.confirm')}
          </Button>
        </div>
      ) : data.status === 'cancelled' ? (
        <p ref={status} tabIndex={-1} className="border-t border-slate-200 pt-6 text-slate-800 focus-visible:outline-none">
          {t('manage.cancelled')}
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
  const t = useT(donationsMessages);
  usePageMeta(t('manage.meta.title'), t('manage.meta.description'));
  const [searchParams] = useSearchParams();
  const token = (searchParams.get('token') ?? '').trim();

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-slate-900">{t('manage.title')}</h1>
        <p className="mt-2 text-slate-700">{t('manage.intro')}</p>
        <Card className="mt-8">
          <CardContent className="p-6 sm:p-8">{token ? <ManagedGift token={token} /> : <InvalidLink />}</CardContent>
        </Card>
        <p className="mt-6 text-sm text-slate-700">
          <Link to="/donate" className={linkClass}>
            {t('manage.back')}
          </Link>
        </p>
      </div>
    </div>
  );
}
