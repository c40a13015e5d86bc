/**
 * Another site's video from the address an administrator pastes: YouTube (watch, short, share,
 * embed and shorts forms), played from its privacy-enhanced domain, or Vimeo. Nothing from either
 * site loads until a member presses play (the player's facade); the CSP allows exactly these frames.
 */
export type ExternalVideo = { provider: 'youtube' | 'vimeo'; id: string; embedUrl: string };

/** The frame sources the CSP allows, and nothing else. */
export const EXTERNAL_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

export function parseExternalVideo(address: string): ExternalVideo | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (parts[0] === 'watch') youtube = url.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v') youtube = parts[1];
  }
  if (youtube !== undefined) {
    return YOUTUBE_ID.test(youtube) ? { provider: 'youtube', id: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0` } : null;
  }
  let vimeo: string | undefined;
  if (host === 'vimeo.com') vimeo = parts.find((part) => VIMEO_ID.test(part));
  else if (host === 'player.vimeo.com' && parts[0] === 'video') vimeo = parts[1];
  if (vimeo !== undefined) {
    return VIMEO_ID.test(vimeo) ? { provider: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` } : null;
  }
  return null;
}
