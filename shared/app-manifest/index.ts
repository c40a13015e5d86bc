import { type Locale, localizedPath } from '../i18n/locales';
import { paths } from '../routes';
import type en from './messages/en.json';

/*
 * The web app manifest (issue 26): what a phone needs to offer "Add to home screen" and to open the site
 * like an app. One per language (`/manifest.webmanifest`, `/manifest.es.webmanifest`, ...), written by the
 * build from these words and the one icon source (scripts/vite-plugin-app-manifest.ts); each language's
 * pages link their own.
 */

export type ManifestMessages = typeof en;

/** The brand's colours: the header's teal, on white. */
export const THEME_COLOR = '#0f766e';
export const BACKGROUND_COLOR = '#ffffff';

/** The icons' sizes, from the smallest a launcher asks for to the splash screen's. */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
/** Full-bleed icons a launcher may cut to its own shape (circle, squircle): the mark stays in the safe zone. */
export const MASKABLE_SIZES = [192, 512] as const;

export const iconPath = (size: number) => `/icons/icon-${size}.png`;
export const maskableIconPath = (size: number) => `/icons/maskable-${size}.png`;
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

/** Where each language's manifest is served. */
export const manifestPath = (locale: Locale) => (locale === 'en' ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`);

export function appManifest(locale: Locale, t: ManifestMessages) {
  const at = (path: string) => localizedPath(path, locale);
  const shortcut = (name: string, description: string, path: string, icon: number) => ({
    name,
    short_name: name,
    description,
    url: at(path),
    icons: [{ src: iconPath(icon), sizes: `${icon}x${icon}`, type: 'image/png' }],
  });
  return {
    id: '/',
    name: t.name,
    short_name: t.shortName,
    description: t.description,
    lang: locale,
    dir: 'ltr',
    start_url: at('/'),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['health', 'social', 'medical'],
    icons: [
      ...ICON_SIZES.map((size) => ({ src: iconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      ...MASKABLE_SIZES.map((size) => ({ src: maskableIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' })),
    ],
    shortcuts: [
      shortcut(t['shortcut.messages'], t['shortcut.messages.description'], paths.messages, 96),
      shortcut(t['shortcut.braceTracker'], t['shortcut.braceTracker.description'], paths.braceTracker, 96),
      shortcut(t['shortcut.forum'], t['shortcut.forum.description'], paths.forum, 96),
    ],
  };
}
