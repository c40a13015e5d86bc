import { RENDITION_WIDTHS, renditionOf } from '@shared/images';

/** A `srcset` of the smaller copies the server makes of one of the site's own pictures; undefined for any other. */
export function srcSetOf(src: string | null | undefined) {
  if (!src) return undefined;
  const copies = RENDITION_WIDTHS.flatMap((width) => {
    const url = renditionOf(src, width);
    return url ? [`${url} ${width}w`] : [];
  });
  return copies.length ? copies.join(', ') : undefined;
}

/** A card in the site's one-, two- or three-column grids (max-w-7xl with gaps): how wide it is shown. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)';
