import { Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { inputClass } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useCalendarFeed, useRenewCalendarFeed } from '../api';

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
  const url = feed.data?.url ?? null;
  const make = () =>
    renew.mutate(undefined, {
      onSuccess: () => toast({ title: url ? 'New calendar address ready' : 'Calendar address ready', description: url ? 'The old address no longer works.' : 'Add it to your calendar app.' }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The address could not be made. Please try again.'), variant: 'destructive' }),
      onSettled: () => setConfirming(false),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Address copied', description: 'Paste it into your calendar app as a subscription (“Add calendar from URL”).' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the address and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Your calendar feed
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Subscribe once in Google Calendar, Apple Calendar or Outlook and every event you register for appears there. The address is private: anyone
        who has it sees your events.
      </p>
      {feed.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Loading…
        </p>
      ) : url ? (
        <div className="mt-3 space-y-2">
          <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-900">
            Calendar address
          </label>
          <input id={`${id}-url`} readOnly value={url} className={`${inputClass} text-sm`} onFocus={(event) => event.currentTarget.select()} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" /> Copy address
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={renew.isPending} onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden="true" /> Get a new address
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" size="sm" className="mt-3" disabled={renew.isPending || feed.isError} onClick={make}>
          {renew.isPending ? 'Making your address…' : 'Get my calendar address'}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Get a new calendar address?"
        description="Your current address stops working at once. Calendars subscribed to it stop updating until you add the new one."
        confirmLabel="Get a new address"
        pending={renew.isPending}
        onConfirm={make}
      />
    </section>
  );
}
