import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { VideoCard } from '@shared/api/videos';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n';
import { videosMessages } from '../messages';
import { signInHref } from '../policy';
import { Poster } from './video-card';

/** The member's choice to play the next video on by themselves, remembered in this browser. */
const AUTOPLAY_KEY = 'videos.autoplayNext';
const COUNTDOWN_SECONDS = 8;

function readAutoplay() {
  try {
    return window.localStorage.getItem(AUTOPLAY_KEY) === '1';
  } catch {
    return false;
  }
}

function writeAutoplay(on: boolean) {
  try {
    window.localStorage.setItem(AUTOPLAY_KEY, on ? '1' : '0');
  } catch {
    // Private modes without storage: the choice lasts for this page only.
  }
}

/**
 * At the end of a video: the next one, offered, never forced. Only a member who ticked "Play the next
 * video automatically" gets a short countdown, which "Stay here" (or unticking) stops. The focus stays
 * where it is; the panel announces itself politely.
 */
export function UpNext({ next, verdict, onDismiss }: { next: VideoCard; verdict: 'ok' | 'sign-in' | 'not-found'; onDismiss: () => void }) {
  const navigate = useNavigate();
  const checkboxId = useId();
  const [auto, setAuto] = useState(readAutoplay);
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  const playable = verdict === 'ok';
  const counting = auto && playable;
  const href = `/videos/${next.slug}`;
  const t = useT(videosMessages);

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1_000);
    return () => clearInterval(timer);
  }, [counting]);

  useEffect(() => {
    if (counting && left === 0) void navigate(href, { state: { autoplay: true } });
  }, [counting, left, navigate, href]);

  return (
    <section aria-labelledby="up-next-title" className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="up-next">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Poster video={next} percent={0} sizes="w-full shrink-0 rounded-lg sm:w-44" />
        <div className="min-w-0 flex-1">
          <h2 id="up-next-title" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {t('upNext.title')}
          </h2>
          <p className="mt-1 text-lg leading-snug font-semibold text-slate-900">{next.title}</p>
          {/* Said once; the ticking count is for the eyes only, so a screen reader is not interrupted every second. */}
          <p role="status" className={counting ? 'sr-only' : 'mt-1 text-sm text-slate-700'}>
            {counting ? t('upNext.countdown', { seconds: COUNTDOWN_SECONDS }) : t('upNext.finished')}
          </p>
          {counting ? (
            <p aria-hidden="true" className="mt-1 text-sm text-slate-700">
              {t('upNext.playingIn', { count: left })}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {playable ? (
              <Button type="button" onClick={() => void navigate(href, { state: { autoplay: true } })}>
                {t('upNext.playNow')}
              </Button>
            ) : (
              <Button asChild>
                <Link to={signInHref(href)}>{t('signIn.watch')}</Link>
              </Button>
            )}
            <Button type="button" variant="outline" onClick={onDismiss}>
              {t('upNext.stay')}
            </Button>
          </div>
          {playable ? (
            <div className="mt-3 flex items-center gap-2 text-sm text-slate-800">
              <input
                id={checkboxId}
                type="checkbox"
                checked={auto}
                onChange={(event) => {
                  writeAutoplay(event.target.checked);
                  setAuto(event.target.checked);
                  setLeft(COUNTDOWN_SECONDS);
                }}
                className="size-4 accent-brand-700"
              />
              <label htmlFor={checkboxId}>{t('upNext.auto')}</label>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
