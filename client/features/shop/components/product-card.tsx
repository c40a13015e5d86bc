import { Package } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData, ProductImage } from '@shared/api/shop';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';
import { useLocale, useT } from '@client/lib/i18n';
import { shopMessages } from '../messages';
import { priceRange } from '../format';
import { Rating } from './rating';

/** A product's photo, or a quiet stand-in when it has none; decorative where its name is beside it. */
type PhotoProps = { image: ProductImage | null; className?: string; decorative?: boolean; /** The page's main photo: fetched at once. */ eager?: boolean };

export function ProductPhoto({ image, className, decorative = true, eager = false }: PhotoProps) {
  if (!image) {
    return (
      <div className={cn('flex items-center justify-center bg-slate-100 text-slate-500', className)}>
        <Package aria-hidden="true" className="size-1/3 max-h-16 max-w-16" />
      </div>
    );
  }
  return (
    <img
      src={image.url}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}

/** A product in a list: photo, category, name, rating and price; the whole card is the link. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const t = useT(shopMessages);
  const locale = useLocale();
  return (
    <Link
      to={`/shop/products/${product.slug}`}
      data-testid="product-card"
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-offset-2"
    >
      <div className="relative">
        <ProductPhoto image={product.image} className="aspect-square w-full" />
        {!product.inStock ? (
          <span className="absolute top-3 left-3 rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white">{t('stock.soldOut')}</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{t(`category.${product.category}`)}</p>
        <h3 className="mt-1 leading-snug font-semibold text-slate-900 group-hover:text-brand-800" data-user-text>
          {product.name}
        </h3>
        <Rating rating={product.rating} className="mt-2" compact />
        <p className="mt-auto pt-3 font-bold text-slate-900 sm:text-lg">{priceRange(product.priceFromCents, product.priceToCents, locale)}</p>
      </div>
    </Link>
  );
}

/** Stand-ins while a list of products loads. */
export function ProductCardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <ul aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}
