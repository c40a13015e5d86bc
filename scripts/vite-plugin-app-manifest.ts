import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { APPLE_TOUCH_ICON, appManifest, ICON_SIZES, iconPath, MASKABLE_SIZES, maskableIconPath, manifestPath, type ManifestMessages, THEME_COLOR } from '../shared/app-manifest';
import { LOCALES } from '../shared/i18n/locales';

/** The one source every icon is drawn from: the site's mark (client/public/favicon.svg). */
const ICON_SOURCE = fileURLToPath(new URL('../client/public/favicon.svg', import.meta.url));
const MESSAGES = fileURLToPath(new URL('../shared/app-manifest/messages', import.meta.url));

/**
 * The mark on a full-bleed square of the brand's colour, shrunk into the middle 70%: a launcher may cut
 * a maskable icon to a circle, and iOS rounds the apple-touch icon itself (and shows black behind any
 * transparency).
 */
function fullBleed(svg: string) {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const size = Number(viewBox?.[1] ?? 64);
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/^\s*<rect[^>]*\/>/, '');
  const margin = size * 0.15;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${THEME_COLOR}"/><g transform="translate(${margin} ${margin}) scale(0.7)">${inner}</g></svg>`;
}

const png = (svg: string, size: number) => sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) * 2 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/**
 * Writes the app's icons in every size from the one source, and a web app manifest per language
 * (shared/app-manifest), into the client build (issue 26).
 */
export function appManifestFiles(): Plugin {
  let ssr = false;
  return {
    name: 'app-manifest',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr) return;
      const source = fs.readFileSync(ICON_SOURCE, 'utf8');
      const bleed = fullBleed(source);
      const icons: [string, Promise<Buffer>][] = [
        ...ICON_SIZES.map((size) => [iconPath(size), png(source, size)] as [string, Promise<Buffer>]),
        ...MASKABLE_SIZES.map((size) => [maskableIconPath(size), png(bleed, size)] as [string, Promise<Buffer>]),
        [APPLE_TOUCH_ICON, png(bleed, 180)],
      ];
      for (const [file, data] of icons) this.emitFile({ type: 'asset', fileName: file.slice(1), source: await data });
      for (const locale of LOCALES) {
        const messages = JSON.parse(fs.readFileSync(path.join(MESSAGES, `${locale}.json`), 'utf8')) as ManifestMessages;
        this.emitFile({ type: 'asset', fileName: manifestPath(locale).slice(1), source: `${JSON.stringify(appManifest(locale, messages), null, 2)}\n` });
      }
    },
  };
}
