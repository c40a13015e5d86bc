import { CalendarPlus, ExternalLink, Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { hasEnded, JOIN_OPENS_MINUTES } from '@shared/policies/events';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useClock } from '@client/lib/clock';
import { api, errorMessage, hrefOf } from '@client/lib/api';
import { useRegistration } from '../api';
import { clock, eventDate } from '../format';
import type { EventDetail } from '../types';

/** The most a page waits for the join link to open before reading the event again. */
const LONGEST_WAIT_MS = 6 * 3_600_000;

/**
 * Read the event again when its join link opens (and when it ends), so a member waiting on the page
 * sees the link appear: the server decides, the page only asks at the right moment.
 */
function useRefetchAt(when: string | null, refetch: () => unknown) {
  useEffect(() => {
    if (!when) return;
    const wait = new Date(when).getTime() - Date.now();
    if (wait > LONGEST_WAIT_MS) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, wait) + 1_000);
    return () => clearTimeout(timer);
  }, [when, refetch]);
}

function JoinLink({ event, refetch }: { event: EventDetail; refetch: () => unknown }) {
  const zone = useClock();
  const my = event.my;
  useRefetchAt(my?.joinOpensAt ?? (my?.joinUrl ? event.endsAt : null), refetch);
  if (!my || my.status !== 'registered' || event.format !== 'online' || event.status !== 'published') return null;
  if (my.joinUrl) {
    return (
      <div className="rounded-lg border border-green-200 bg-green-50 p-3">
        <p className="text-sm font-medium text-green-900">The webinar is open.</p>
        <Button asChild className="mt-2 w-full">
          <a href={my.joinUrl} target="_blank" rel="noopener noreferrer">
            <Video aria-hidden="true" /> Join the webinar <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    );
  }
  if (my.joinOpensAt) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        The join link appears here at <strong>{clock(my.joinOpensAt, zone)}</strong> on {eventDate(my.joinOpensAt, zone)}, {JOIN_OPENS_MINUTES} minutes before the start.
      </p>
    );
  }
  return null;
}

/** Register, the waiting list, cancelling, the join link and Add to calendar, as this viewer may. */
export function RegistrationPanel({ event, signedIn, refetch }: { event: EventDetail; signedIn: boolean; refetch: () => unknown }) {
  const { pathname } = useLocation();
  const { register, cancel } = useRegistration(event.slug);
  const [confirming, setConfirming] = useState(false);
  const ended = hasEnded(event);
  const open = event.status === 'published' && !ended;
  const full = event.placesLeft === 0;
  const my = event.my;
  const fail = (fallback: string) => (error: unknown) => toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

  const join = () =>
    register.mutate(undefined, {
      onSuccess: (detail) =>
        toast({
          title: detail.my?.status === 'waitlisted' ? 'You’re on the waiting list' : 'You’re registered',
          description:
            detail.my?.status === 'waitlisted'
              ? `You are number ${detail.my.waitlistPosition} in line. If a place frees up it is yours automatically, and we will e-mail you.`
              : 'We will e-mail you a reminder the day before and an hour before.',
        }),
      onError: fail('Registration did not go through. Please try again.'),
    });
  const leave = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: my?.status === 'waitlisted' ? 'You left the waiting list' : 'Registration cancelled', description: 'Thank you for letting us know.' }),
      onError: fail('That did not go through. Please try again.'),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="space-y-4">
      {!open ? null : !signedIn ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-800">Registration is free for members.</p>
          <Button asChild className="w-full">
            <a href={hrefOf(api.accounts.login, { query: { returnTo: pathname } })}>Sign in to register</a>
          </Button>
          <p className="text-center text-sm text-slate-700">
            New here?{' '}
            <a href={hrefOf(api.accounts.login, { query: { signup: 'true', returnTo: pathname } })} className="font-semibold text-brand-800 underline">
              Create a free account
            </a>
          </p>
        </div>
      ) : my?.status === 'registered' ? (
        <div className="space-y-3">
          <p className="rounded-lg bg-green-50 p-3 font-semibold text-green-900" role="status">
            You’re registered.
          </p>
          <JoinLink event={event} refetch={refetch} />
          <Button variant="outline" className="w-full" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
            Cancel registration
          </Button>
        </div>
      ) : my?.status === 'waitlisted' ? (
        <div className="space-y-3">
          <p className="rounded-lg bg-amber-50 p-3 text-amber-900" role="status">
            <strong>You’re number {my.waitlistPosition} on the waiting list.</strong> If a place frees up, it is given to you automatically and we
            e-mail you.
          </p>
          <Button variant="outline" className="w-full" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
            Leave the waiting list
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <Button className="w-full" disabled={register.isPending} onClick={join}>
            {register.isPending ? 'Registering…' : full ? 'Join the waiting list' : 'Register'}
          </Button>
          {full ? <p className="text-sm text-slate-700">This event is full. Join the waiting list and a place that frees up goes to the first in line.</p> : null}
        </div>
      )}
      {event.status !== 'cancelled' && !ended ? (
        <Button asChild variant="outline" className="w-full">
          <a href={event.calendarUrl} download>
            <CalendarPlus aria-hidden="true" /> Add to calendar (.ics)
          </a>
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={my?.status === 'waitlisted' ? 'Leave the waiting list?' : 'Cancel your registration?'}
        description={
          my?.status === 'waitlisted'
            ? 'You lose your place in line. You can join again later, at the end of the line.'
            : 'Your place goes to the next person on the waiting list. If you change your mind, you can register again while places are left.'
        }
        confirmLabel={my?.status === 'waitlisted' ? 'Leave the waiting list' : 'Cancel registration'}
        cancelLabel="Keep my place"
        pending={cancel.isPending}
        onConfirm={leave}
      />
    </div>
  );
}
