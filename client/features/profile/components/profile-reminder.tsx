import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '@shared/api/user';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { useT } from '@client/lib/i18n';
import { profileReminderMessages } from '../reminder/messages';

const DISMISSED_KEY = 'clubfootAlertDismissed';
const PROFILE_PATH = '/profile';

/** Spec section 4: the side or stage is missing, or none of parent / adult / medical professional is set. */
function isIncomplete(user: CurrentUser) {
  return !user.clubfootSide || !user.treatmentStage || !(user.isParent || user.isAdult || user.isMedicalProfessional);
}

function readDismissed() {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false; // storage blocked: show it; dismissing then lasts for this page only
  }
}

/**
 * A small nudge to complete the profile, for signed-in members only, at the bottom right of the
 * page, above the footer. It is part of the page, not floating over it: on a phone it would
 * otherwise stack with the assistant's button over the controls. Not shown on /profile itself. It
 * renders nothing until mounted, so a prerendered page hydrates unchanged.
 */
export function ProfileReminder() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const t = useT(profileReminderMessages);
  // null until mounted: local storage is read in the browser only.
  const [dismissed, setDismissed] = useState<boolean | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDismissed(readDismissed());
  }, []);

  if (dismissed !== false || !user || pathname === PROFILE_PATH || !isIncomplete(user)) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // ignore: see readDismissed
    }
    setDismissed(true);
  };

  return (
    <div className="mx-auto mt-10 flex w-full max-w-7xl justify-end px-4 sm:px-6 lg:px-8">
      <section aria-label={t('label')} className="relative w-full max-w-sm rounded-lg border border-brand-200 bg-white p-4 pr-10 shadow-sm">
        <p className="text-sm font-semibold text-slate-900">{t('title')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('text')}</p>
        <Button asChild size="sm" className="mt-3">
          <Link to={PROFILE_PATH}>{t('action')}</Link>
        </Button>
        <button
          type="button"
          aria-label={t('dismiss')}
          onClick={dismiss}
          className="absolute right-2 top-2 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </section>
    </div>
  );
}
