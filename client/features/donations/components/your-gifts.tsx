import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DonorGift } from '@shared/api/donations';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { formatCents } from '@client/lib/format';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { useHeadingFocus } from '@client/lib/use-heading-focus';
import { shownGifts, useCancelGift, useMyGifts } from '../api';
import { offersCancel } from '../policy';
import { cancelGiftNotices } from '../notices';
import { CancelGiftDialog } from './cancel-gift-dialog';
import { GiftDetails } from './gift-details';
import { donationsMessages } from '../messages';

/** The profile's side column: a signed-in donor's gifts, and a way to stop a monthly one. */
export default function YourGifts() {
  const gifts = shownGifts(useMyGifts(true).data?.gifts);
  const cancel = useCancelGift(cancelGiftNotices);
  const t = useT(donationsMessages);
  const locale = useLocale();
  const [confirming, setConfirming] = useState<DonorGift | null>(null);
  // The cancelled gift loses its button: the focus goes to the card's heading.
  const { heading, focusHeadingAfterClose } = useHeadingFocus(confirming !== null);
  if (gifts.length === 0) return null;

  return (
    <Card>
      <section aria-labelledby="your-gifts-heading">
        <CardContent>
          <h2
            id="your-gifts-heading"
            ref={heading}
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-semibold text-slate-900 focus-visible:outline-none"
          >
            <HandHeart aria-hidden="true" className="size-5 text-brand-700" /> {t('yours.title')}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200" aria-busy={cancel.isPending}>
            {gifts.map((gift) => (
              <li key={gift.id} className="py-4 first:pt-0 last:pb-0">
                <GiftDetails gift={gift} />
                {offersCancel(gift) ? (
                  <Button variant="outline" size="sm" className="mt-3" onClick={() => setConfirming(gift)}>
                    <Rich
                      t={t}
                      k="yours.cancel"
                      values={{ amount: formatCents(gift.amountCents, locale) }}
                      tags={{ sr: (text) => <span className="sr-only">{text}</span> }}
                    />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            <Rich
              t={t}
              k="yours.thanks"
              tags={{
                link: (text) => (
                  <Link to="/donate" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        </CardContent>
      </section>
      <CancelGiftDialog
        gift={confirming}
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        pending={cancel.isPending}
        onConfirm={() => {
          if (confirming) cancel.mutate(confirming.id, { onSuccess: focusHeadingAfterClose, onSettled: () => setConfirming(null) });
        }}
      />
    </Card>
  );
}
