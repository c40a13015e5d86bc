import { CalendarPlus, ExternalLink, Video } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@shared/routes';
import { hasEnded, JOIN_OPENS_MINUTES, SUPPORTER_EARLY_HOURS } from '@shared/policies/events';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useClock } from '@client/lib/clock';
import { api, errorMessage, hrefOf } from '@client/lib/api';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { useRegistration } from '../api';
import { eventsMessages } from '../messages';
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
  const zone = { ...useClock(), locale: useLocale() };
  const my = event.my;
  const t = useT(eventsMessages);
  useRefetchAt(my?.joinOpensAt ?? (my?.joinUrl ? event.endsAt : null), refetch);
  if (!my || my.status !== 'registered' || event.format !== 'online' || event.status !== 'published') return null;
  if (my.joinUrl) {
    return (
      <div className="rounded-lg border border-green-200 bg-green-50 p-3">
        <p className="text-sm font-medium text-green-900">{t('join.open')}</p>
        <Button asChild className="mt-2 w-full">
          <a href={my.joinUrl} target="_blank" rel="noopener noreferrer">
            <Video aria-hidden="true" /> {t('join.link')} <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        </Button>
      </div>
    );
  }
  if (my.joinOpensAt) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <Rich
          t={t}
          k="join.opensAt"
          values={{ time: clock(my.joinOpensAt, zone), date: eventDate(my.joinOpensAt, zone), minutes: JOIN_OPENS_MINUTES }}
          tags={{ strong: (text) => <strong>{text}</strong> }}
        />
      </p>
    );
  }
  return null;
}

/**
 * When registration opens (issue 29): the date for everyone and, for supporting members, their early
 * hours. The page reads the event again at the moment it opens to this viewer, so the button appears.
 */
function Opening({ event, refetch }: { event: EventDetail; refetch: () => unknown }) {
  const zone = { ...useClock(), locale: useLocale() };
  const t = useT(eventsMessages);
  const { opensAt, supportersFrom, state, supporter } = event.registration;
  useRefetchAt(state === 'not-yet' ? (supporter ? supportersFrom : opensAt) : state === 'early' ? opensAt : null, refetch);
  if (!opensAt || state === 'open') return null;
  const at = (iso: string) => ({ time: clock(iso, zone), date: eventDate(iso, zone) });
  const strong = { strong: (text: ReactNode) => <strong>{text}</strong> };
  if (state === 'early') {
    return (
      <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
        <Rich t={t} k="reg.earlyOpen" values={at(opensAt)} tags={strong} />
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
      <p>
        <Rich t={t} k="reg.opensAt" values={at(opensAt)} tags={strong} />
      </p>
      {supporter && supportersFrom ? (
        <p>
          <Rich t={t} k="reg.supporterFrom" values={at(supportersFrom)} tags={strong} />
        </p>
      ) : (
        <p>
          <Rich
            t={t}
            k="reg.supportersEarly"
            values={{ hours: SUPPORTER_EARLY_HOURS }}
            tags={{
              link: (text) => (
                <Link to={paths.membership} className="font-semibold text-brand-800 underline">
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      )}
    </div>
  );
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
  const t = useT(eventsMessages);
  const fail = (fallback: string) => (error: unknown) => toast({ title: t('error'), description: errorMessage(error, fallback), variant: 'destructive' });

  const join = () =>
    register.mutate(undefined, {
      onSuccess: (detail) =>
        toast({
          title: t(detail.my?.status === 'waitlisted' ? 'reg.waitlisted.title' : 'reg.registered.title'),
          description:
            detail.my?.status === 'waitlisted' ? t('reg.waitlisted.text', { position: detail.my.waitlistPosition }) : t('reg.registered.text'),
        }),
      onError: fail(t('reg.failed')),
    });
  const leave = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: t(my?.status === 'waitlisted' ? 'reg.left.title' : 'reg.cancelled.title'), description: t('reg.left.text') }),
      onError: fail(t('reg.leaveFailed')),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="space-y-4">
      {open && !my ? <Opening event={event} refetch={refetch} /> : null}
      {!open ? null : !signedIn ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-800">{t('reg.free')}</p>
          <Button asChild className="w-full">
            <a href={hrefOf(api.accounts.login, { query: { returnTo: pathname } })}>{t('reg.signIn')}</a>
          </Button>
          <p className="text-center text-sm text-slate-700">
            <Rich
              t={t}
              k="reg.newHere"
              tags={{
                link: (text) => (
                  <a href={hrefOf(api.accounts.login, { query: { signup: 'true', returnTo: pathname } })} className="font-semibold text-brand-800 underline">
                    {text}
                  </a>
                ),
              }}
            />
          </p>
        </div>
      ) : my?.status === 'registered' ? (
        <div className="space-y-3">
          <p className="rounded-lg bg-green-50 p-3 font-semibold text-green-900" role="status">
            {t('reg.registeredStatus')}
          </p>
          <JoinLink event={event} refetch={refetch} />
          <Button variant="outline" className="w-full" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
            {t('reg.cancel')}
          </Button>
        </div>
      ) : my?.status === 'waitlisted' ? (
        <div className="space-y-3">
          <p className="rounded-lg bg-amber-50 p-3 text-amber-900" role="status">
            <Rich t={t} k="reg.waitlistStatus" values={{ position: my.waitlistPosition }} tags={{ strong: (text) => <strong>{text}</strong> }} />
          </p>
          <Button variant="outline" className="w-full" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
            {t('reg.leave')}
          </Button>
        </div>
      ) : event.registration.state === 'not-yet' ? null : (
        <div className="space-y-2">
          <Button className="w-full" disabled={register.isPending} onClick={join}>
            {register.isPending ? t('reg.registering') : full ? t('reg.joinWaitlist') : t('reg.register')}
          </Button>
          {full ? <p className="text-sm text-slate-700">{t('reg.full')}</p> : null}
        </div>
      )}
      {event.status !== 'cancelled' && !ended ? (
        <Button asChild variant="outline" className="w-full">
          <a href={event.calendarUrl} download>
            <CalendarPlus aria-hidden="true" /> {t('reg.addToCalendar')}
          </a>
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(my?.status === 'waitlisted' ? 'reg.leaveConfirm.title' : 'reg.cancelConfirm.title')}
        description={t(my?.status === 'waitlisted' ? 'reg.leaveConfirm.text' : 'reg.cancelConfirm.text')}
        confirmLabel={t(my?.status === 'waitlisted' ? 'reg.leave' : 'reg.cancel')}
        cancelLabel={t('reg.keep')}
        pending={cancel.isPending}
        onConfirm={leave}
      />
    </div>
  );
}
