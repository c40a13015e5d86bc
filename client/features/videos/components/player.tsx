import { Captions, CaptionsOff, PictureInPicture2 } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { VideoDetail } from '@shared/api/videos';
import { FINISHED_WITHIN_SECONDS, RESUME_MIN_SECONDS } from '@shared/videos';
import { Button } from '@client/components/ui/button';
import { useLocale, useT } from '@client/lib/i18n';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { clockTime } from '../format';
import { videosMessages } from '../messages';
import { ExternalPlayer } from './player-external';
import { KeyboardShortcuts } from './player-shortcuts';
import { attachSource, requestStart } from './player-source';
import { useProgressReporter } from './use-progress-reporter';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

type Props = {
  video: VideoDetail;
  /** Members' places are saved; a visitor on an open video keeps none. */
  keepsProgress: boolean;
  /** Start playing at once (the member chose "Play now" on the previous video). */
  autoPlay?: boolean;
  /** A moment the address asks for (`?t=42`, as the assistant links to it): it wins over the saved place. */
  startAt?: number | null;
  /** The element, for the transcript and chapters to follow and seek. */
  onVideoElement?: (video: HTMLVideoElement | null) => void;
  onEnded?: () => void;
};

/** Where a member left off, when it is worth going back to: past the first seconds and not finished. */
export function resumePosition(video: Pick<VideoDetail, 'progress' | 'durationSeconds'>) {
  const progress = video.progress;
  if (!progress || progress.completed || progress.position < RESUME_MIN_SECONDS) return null;
  const duration = progress.duration || video.durationSeconds || 0;
  if (duration > 0 && progress.position >= duration - FINISHED_WITHIN_SECONDS) return null;
  return progress.position;
}

/** Jumps to a time (a transcript line, a chapter) and plays from there. */
export function seekTo(video: HTMLVideoElement, seconds: number) {
  requestStart(video, Math.max(0, seconds));
  video.currentTime = Math.max(0, seconds);
  if (video.paused) void video.play().catch(() => undefined);
}

/** Shows or hides the captions; answers whether they show now, or null without a track. */
function flipCaptions(video: HTMLVideoElement) {
  const track = video.textTracks[0];
  if (!track) return null;
  track.mode = track.mode === 'showing' ? 'hidden' : 'showing';
  return track.mode === 'showing';
}

const subscribePictureInPicture = () => () => undefined;
/** Known in the browser only: the prerendered page never shows the button. */
function usePictureInPictureEnabled() {
  return useSyncExternalStore(
    subscribePictureInPicture,
    () => typeof document !== 'undefined' && document.pictureInPictureEnabled === true,
    () => false,
  );
}

export function VideoPlayer(props: Props) {
  if (props.video.playback.external) return <ExternalPlayer video={props.video} external={props.video.playback.external} />;
  return <NativePlayer {...props} />;
}

function NativePlayer({ video: detail, keepsProgress, autoPlay = false, startAt = null, onVideoElement, onEnded }: Props) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const rateId = useId();
  // Read once: a refetched page must not move the member back.
  const [resumeAt] = useState(() => startAt ?? resumePosition(detail));
  const [resumeShown, setResumeShown] = useState(startAt === null && resumeAt !== null);
  const [rate, setRate] = useState(1);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [inPictureInPicture, setInPictureInPicture] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const pictureInPictureEnabled = usePictureInPictureEnabled();
  const t = useT(videosMessages);
  const locale = useLocale();
  const { hls, mp4, captions } = detail.playback;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    return attachSource(video, { hls, mp4, captions, external: null }, {
      startAt: resumeAt ?? 0,
      // For whoever needs to know which path played (the browser tests, a bug report).
      onKind: (kind) => (video.dataset.source = kind),
    });
  }, [hls, mp4, captions, resumeAt]);

  useProgressReporter(videoRef, { slug: detail.slug, enabled: keepsProgress, fallbackDuration: detail.durationSeconds, savedPosition: resumeAt });

  // The browser's own captions menu can turn them on and off too, and its own button open picture in picture.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracks = video.textTracks;
    const syncCaptions = () => setCaptionsOn(tracks[0]?.mode === 'showing');
    const enter = () => setInPictureInPicture(true);
    const leave = () => setInPictureInPicture(false);
    tracks.addEventListener('change', syncCaptions);
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    return () => {
      tracks.removeEventListener('change', syncCaptions);
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
    };
  }, []);

  const setVideoRef = useCallback(
    (element: HTMLVideoElement | null) => {
      videoRef.current = element;
      onVideoElement?.(element);
    },
    [onVideoElement],
  );

  const toggleCaptions = () => {
    const on = videoRef.current ? flipCaptions(videoRef.current) : null;
    if (on === null) return;
    setCaptionsOn(on);
    setAnnouncement(on ? t('player.captionsOn') : t('player.captionsOff'));
  };

  const togglePictureInPicture = async () => {
    const video = videoRef.current;
    if (!video) return;
    try {
      if (document.pictureInPictureElement) await document.exitPictureInPicture();
      else await video.requestPictureInPicture();
    } catch {
      setAnnouncement(t('player.pipUnavailable'));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const video = videoRef.current;
    if (!video || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // Form controls keep their own keys; buttons keep Space and Enter.
    if (target.closest('select, input, textarea')) return;
    const onButton = target !== video && !!target.closest('button, a');
    const seekBy = (seconds: number) => {
      const end = Number.isFinite(video.duration) ? video.duration : Infinity;
      video.currentTime = Math.min(end, Math.max(0, video.currentTime + seconds));
      setAnnouncement(t('player.seek', { direction: seconds > 0 ? 'forward' : 'back', seconds: Math.abs(seconds), time: clockTime(video.currentTime) }));
    };
    switch (event.key) {
      case ' ':
      case 'k':
      case 'K':
        if (onButton && event.key === ' ') return;
        if (video.paused) {
          void video.play().catch(() => undefined);
          setAnnouncement(t('player.playing'));
        } else {
          video.pause();
          setAnnouncement(t('player.paused'));
        }
        break;
      case 'ArrowLeft':
        seekBy(-5);
        break;
      case 'ArrowRight':
        seekBy(5);
        break;
      case 'j':
      case 'J':
        seekBy(-10);
        break;
      case 'l':
      case 'L':
        seekBy(10);
        break;
      case 'm':
      case 'M':
        video.muted = !video.muted;
        setAnnouncement(video.muted ? t('player.muted') : t('player.soundOn'));
        break;
      case 'c':
      case 'C':
        toggleCaptions();
        break;
      case 'f':
      case 'F':
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        else void video.requestFullscreen?.().catch(() => undefined);
        break;
      default:
        return;
    }
    // Also keeps the browser's own controls from handling the same key a second time.
    event.preventDefault();
  };

  const startOver = () => {
    const video = videoRef.current;
    setResumeShown(false);
    if (video) seekTo(video, 0);
  };

  return (
    <div>
      {/* The player region: keyboard shortcuts work anywhere inside it. */}
      <div
        role="group"
        aria-label={t('player.label', { title: detail.title })}
        aria-describedby="player-shortcuts-hint"
        tabIndex={0}
        // In the capture phase, before the browser's own controls on the focused <video> see the key.
        onKeyDownCapture={onKeyDown}
        // Those controls toggle playing again on Space's key-up: ours did on key-down already.
        onKeyUpCapture={(event) => {
          if (event.key !== ' ' || event.target !== videoRef.current) return;
          event.preventDefault();
          event.stopPropagation();
        }}
        data-testid="video-player"
        className="overflow-hidden rounded-xl bg-slate-950 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <video
          ref={setVideoRef}
          controls
          playsInline
          preload="metadata"
          autoPlay={autoPlay}
          poster={detail.posterUrl ?? undefined}
          onRateChange={(event) => setRate(event.currentTarget.playbackRate)}
          onEnded={() => {
            setResumeShown(false);
            onEnded?.();
          }}
          className="aspect-video w-full bg-black"
        >
          {captions ? <track kind="captions" srcLang="en" label={t('player.captionsTrack')} default src={captions} /> : null}
        </video>
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-800 bg-slate-900 px-3 py-2 text-sm text-white">
          {captions ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-pressed={captionsOn}
              onClick={toggleCaptions}
              className="text-white hover:bg-slate-800 hover:text-white focus-visible:outline-white"
            >
              {captionsOn ? <Captions aria-hidden="true" /> : <CaptionsOff aria-hidden="true" />} {t('player.captions')}
            </Button>
          ) : null}
          <label htmlFor={rateId} className="ml-1 font-medium">
            {t('player.speed')}
          </label>
          <select
            id={rateId}
            value={rate}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (videoRef.current) videoRef.current.playbackRate = next;
              setRate(next);
            }}
            className="h-9 rounded-md border border-slate-600 bg-slate-800 px-2 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {PLAYBACK_RATES.map((value) => (
              <option key={value} value={value}>
                {value === 1 ? t('player.normal') : t('player.rate', { rate: new Intl.NumberFormat(INTL_LOCALE[locale]).format(value) })}
              </option>
            ))}
          </select>
          {pictureInPictureEnabled ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-pressed={inPictureInPicture}
              onClick={() => void togglePictureInPicture()}
              className="ml-auto text-white hover:bg-slate-800 hover:text-white focus-visible:outline-white"
            >
              <PictureInPicture2 aria-hidden="true" /> {t('player.pip')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="sr-only" aria-live="polite" data-testid="player-announcement">
        {announcement}
      </p>
      {resumeShown && resumeAt !== null ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-brand-50 px-4 py-2 text-slate-800" data-testid="resume-notice">
          <span>{t('player.resuming', { time: clockTime(resumeAt) })}</span>
          <span aria-hidden="true">—</span>
          <Button type="button" variant="link" className="h-auto p-0 text-brand-800" onClick={startOver}>
            {t('player.startOver')}
          </Button>
        </p>
      ) : null}
      <KeyboardShortcuts />
    </div>
  );
}
