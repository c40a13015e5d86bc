import { Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { inputClass } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n';
import { useCalendarFeed, useRenewCalendarFeed } from '../api';
import { eventsMessages } from '../messages';

/**
 * The member's private calendar feed: an address a calendar app subscribes to, listing every event
 * they registered for. "Get a new address" replaces it (the old one stops working), for when it was
 * shared by mistake.
 */
export function CalendarFeed() {
  const feed = useCalendarFeed(true);
  const renew = useRenewCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const t = useT(eventsMessages);
  const url = feed.data?.url ?? null;
  const make = () =>
    renew.mutate(undefined, {
      onSuccess: () => toast({ title: t(url ? 'feed.renewed.title' : 'feed.ready.title'), description: t(url ? 'feed.renewed.text' : 'feed.ready.text') }),
      onError: (error) => toast({ title: t('error'), description: errorMessage(error, t('feed.makeFailed')), variant: 'destructive' }),
      onSettled: () => setConfirming(false),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('feed.copied.title'), description: t('feed.copied.text') });
    } catch {
      toast({ title: t('feed.copyFailed.title'), description: t('feed.copyFailed.text'), variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('feed.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('feed.intro')}</p>
      {feed.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {t('feed.loading')}
        </p>
      ) : url ? (
        <div className="mt-3 space-y-2">
          <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-900">
            {t('feed.address')}
          </label>
          <input id={`${id}-url`} readOnly value={url} className={`${inputClass} text-sm`} onFocus={(event) => event.currentTarget.select()} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" /> {t('feed.copy')}
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={renew.isPending} onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden="true" /> {t('feed.renew')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" size="sm" className="mt-3" disabled={renew.isPending || feed.isError} onClick={make}>
          {renew.isPending ? t('feed.making') : t('feed.get')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('feed.confirm.title')}
        description={t('feed.confirm.text')}
        confirmLabel={t('feed.renew')}
        pending={renew.isPending}
        onConfirm={make}
      />
    </section>
  );
}
