/*
 * Smaller copies of the site's own pictures (issue 23): a card 330 px wide on a phone loads a 480 px
 * WebP, not the 1,120 px JPEG or the 1,600 px upload. The server makes each copy once, when first
 * asked for (server/lib/renditions.ts); the client lists them in `srcset` (client/lib/images.ts).
 */

/** Where a copy is served: `/renditions/{width}/images/...` or `/renditions/{width}/uploads/...`. */
export const RENDITIONS_PREFIX = '/renditions/';

/** The widths made, in CSS pixels times density: a phone's card, a tablet's, a desktop's, a retina desktop's. */
export const RENDITION_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/** The site's own pictures that have copies: under /images/ or /uploads/, a JPEG, PNG or WebP. */
export const RENDITION_SOURCE = /^\/(images|uploads)\/(?!.*\.\.)[\w./-]+\.(jpe?g|png|webp)$/i;

/** The address of a copy of `src` at `width`, or null when `src` has none (another site's, an SVG). */
export const renditionOf = (src: string, width: RenditionWidth) => (RENDITION_SOURCE.test(src) ? `${RENDITIONS_PREFIX}${width}${src}` : null);
