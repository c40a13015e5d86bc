import { type KeyboardEvent, useRef, useState } from 'react';
import type { ProductImage } from '@shared/api/shop';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { shopMessages } from '../messages';
import { ProductPhoto } from './product-card';

/**
 * The product's photos: the chosen one large, the others as buttons below it. Arrow keys move
 * between the thumbnails (and show each), Home and End go to the first and last.
 */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const t = useT(shopMessages);
  const [shown, setShown] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(shown, images.length - 1)] ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = images.length - 1;
    const target = { ArrowRight: shown + 1, ArrowDown: shown + 1, ArrowLeft: shown - 1, ArrowUp: shown - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + images.length) % images.length;
    setShown(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <ProductPhoto image={current} decorative={false} eager className="aspect-square w-full" />
      </div>
      {images.length > 1 ? (
        <div role="group" aria-label={t('gallery.label', { name })} onKeyDown={onKeyDown} className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {images.map((image, index) => (
            <button
              key={image.id}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              aria-pressed={index === shown}
              aria-label={image.alt ? t('gallery.showWithAlt', { index: index + 1, total: images.length, alt: image.alt }) : t('gallery.show', { index: index + 1, total: images.length })}
              tabIndex={index === shown ? 0 : -1}
              onClick={() => setShown(index)}
              className={cn(
                'overflow-hidden rounded-lg border-2 bg-white transition-colors',
                index === shown ? 'border-brand-700' : 'border-slate-200 hover:border-brand-600',
              )}
            >
              <ProductPhoto image={image} className="aspect-square w-full" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
