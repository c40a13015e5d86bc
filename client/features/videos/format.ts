import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/runtime';
import { videosMessages } from './messages';

/** A clock time for a position or a length: '0:05', '1:23', '1:02:03'. */
export function clockTime(seconds: number | null | undefined) {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? (seconds as number) : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The same length for a screen reader: '1 minute 23 seconds' (in the page's language when given). */
export function spokenTime(seconds: number | null | undefined, locale: Locale = DEFAULT_LOCALE) {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? (seconds as number) : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const part = (count: number, unit: 'time.hours' | 'time.minutes' | 'time.seconds') => (count ? translate(locale, videosMessages, unit, { count }) : '');
  return [part(h, 'time.hours'), part(m, 'time.minutes'), part(s, 'time.seconds')].filter(Boolean).join(' ') || translate(locale, videosMessages, 'time.seconds', { count: 0 });
}

/** How far into a video a member is, 0..100. */
export function percentWatched(progress: { position: number; duration: number; completed: boolean } | null | undefined, fallbackDuration?: number | null) {
  if (!progress) return 0;
  if (progress.completed) return 100;
  const duration = progress.duration || fallbackDuration || 0;
  return duration > 0 ? Math.min(100, Math.max(0, Math.round((progress.position / duration) * 100))) : 0;
}
