import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ExternalProvider, VideoDetail } from '@shared/api/videos';
import { useT } from '@client/lib/i18n';
import { videosMessages } from '../messages';

const PROVIDER_NAMES: Record<ExternalProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * Another site's video behind a facade: our own poster and a play button, and nothing from the other
 * site (no script, no cookie, no request) until the member presses play. Then its player, in the one
 * frame the CSP allows (shared/video-links.ts).
 */
export function ExternalPlayer({ video, external }: { video: VideoDetail; external: { provider: ExternalProvider; embedUrl: string } }) {
  const [started, setStarted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const name = PROVIDER_NAMES[external.provider];
  const t = useT(videosMessages);

  // The button that was pressed is gone: the frame takes the focus, so keyboard users carry on in the player.
  useEffect(() => {
    if (started) frame.current?.focus();
  }, [started]);

  if (started) {
    return (
      <div className="overflow-hidden rounded-xl bg-black" data-testid="external-player">
        <iframe
          ref={frame}
          src={external.embedUrl}
          title={t('external.frameTitle', { title: video.title, provider: name })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video w-full"
        />
      </div>
    );
  }

  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-900" data-testid="external-facade">
      {video.posterUrl ? <img src={video.posterUrl} alt="" className="absolute inset-0 size-full object-cover" /> : null}
      <button
        type="button"
        onClick={() => setStarted(true)}
        className="group absolute inset-0 flex items-center justify-center bg-slate-950/35 text-white transition-colors hover:bg-slate-950/20 focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg transition-transform group-hover:scale-105 sm:size-20">
          <Play aria-hidden="true" className="ml-1 size-8 fill-current sm:size-10" />
        </span>
        <span className="sr-only">{t('external.play', { title: video.title, provider: name })}</span>
      </button>
      <p className="pointer-events-none absolute inset-x-0 bottom-0 bg-slate-950/80 px-3 py-2 text-xs text-white sm:text-sm">
        {t('external.notice', { provider: name })}
      </p>
    </div>
  );
}
