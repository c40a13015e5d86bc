import { ImageIcon, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminProductRow } from '@shared/api/shop';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { ResponsiveList } from './responsive-list';
import { ProductStatusBadge } from './shop-badges';
import { formatCents, oneDecimal } from '../format';
import { useLocale, useT } from '@client/lib/i18n';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { CATEGORY, type ShopAdminT } from '../labels';
import { shopAdminMessages } from '../messages';

type Props = {
  caption: string;
  products: AdminProductRow[] | undefined;
  /** A new search is loading while the last one stays on screen. */
  stale: boolean;
  empty: ReactNode;
  onEdit: (product: AdminProductRow) => void;
};

export const PRODUCT_COLUMNS = [
  'products.col.product',
  'products.col.category',
  'products.col.status',
  'products.col.price',
  'products.col.stock',
  'products.col.sold',
  'products.col.rating',
  'products.col.actions',
] as const satisfies readonly (keyof (typeof shopAdminMessages)['en'])[];

const numberIn = (value: number, locale: Locale) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);

function Thumbnail({ product, className }: { product: AdminProductRow; className?: string }) {
  return product.image ? (
    <img src={product.image.url} alt="" loading="lazy" className={cn('aspect-square shrink-0 rounded-md border border-slate-200 bg-slate-100 object-cover', className)} />
  ) : (
    <span aria-hidden="true" className={cn('flex aspect-square shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-500', className)}>
      <ImageIcon className="size-5" />
    </span>
  );
}

const price = (product: AdminProductRow, t: ShopAdminT, locale: Locale) =>
  product.variantCount > 1 ? t('products.priceFrom', { price: formatCents(product.priceFromCents, locale) }) : formatCents(product.priceFromCents, locale);
const rating = (product: AdminProductRow, t: ShopAdminT, locale: Locale) =>
  product.rating.average === null
    ? t('products.noReviews')
    : t('products.rating', {
        average: locale === DEFAULT_LOCALE ? product.rating.average.toFixed(1) : oneDecimal(product.rating.average, locale),
        count: numberIn(product.rating.count, locale),
      });

/** Units left in all, with a warning when none are. */
function Stock({ product }: { product: AdminProductRow }) {
  const t = useT(shopAdminMessages);
  const locale = useLocale();
  const variants = t('products.variants', { count: product.variantCount });
  return (
    <>
      <span className={cn('tabular-nums', product.totalStock === 0 && 'font-semibold text-red-800')}>
        {product.totalStock === 0 ? t('products.soldOut') : t('products.inStock', { count: numberIn(product.totalStock, locale) })}
      </span>
      <span className="block text-xs text-slate-700">{variants}</span>
    </>
  );
}

function Actions({ product, onEdit }: { product: AdminProductRow; onEdit: Props['onEdit'] }) {
  const t = useT(shopAdminMessages);
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => onEdit(product)}>
        <Pencil aria-hidden="true" /> {t('products.edit')}<span className="sr-only"> {product.name}</span>
      </Button>
      {product.status === 'published' ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/shop/products/${product.slug}`}>
            {t('products.view')}<span className="sr-only">{t('products.viewHidden', { name: product.name })}</span>
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

function ProductRow({ product, onEdit }: { product: AdminProductRow; onEdit: Props['onEdit'] }) {
  const t = useT(shopAdminMessages);
  const locale = useLocale();
  return (
    <tr className="align-top" data-product-id={product.id}>
      <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
        <div className="flex min-w-56 items-start gap-3">
          <Thumbnail product={product} className="w-14" />
          <div className="min-w-0">
            <span className="block max-w-xs break-words">{product.name}</span>
            <span className="block text-xs font-normal break-all text-slate-700">{t('products.address', { slug: product.slug })}</span>
          </div>
        </div>
      </th>
      <td className="px-4 py-3 whitespace-nowrap">{t(CATEGORY[product.category])}</td>
      <td className="px-4 py-3">
        <ProductStatusBadge status={product.status} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap tabular-nums">{price(product, t, locale)}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <Stock product={product} />
      </td>
      <td className="px-4 py-3 tabular-nums">{numberIn(product.soldCount, locale)}</td>
      <td className="px-4 py-3 whitespace-nowrap">{rating(product, t, locale)}</td>
      <td className="px-4 py-3">
        <Actions product={product} onEdit={onEdit} />
      </td>
    </tr>
  );
}

/** A phone's card for one product: the same facts and actions as the table's row, stacked. */
function ProductCard({ product, onEdit }: { product: AdminProductRow; onEdit: Props['onEdit'] }) {
  const t = useT(shopAdminMessages);
  const locale = useLocale();
  return (
    <li className="space-y-3 p-4" data-product-id={product.id}>
      <div className="flex items-start gap-3">
        <Thumbnail product={product} className="w-16" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">{product.name}</h3>
          <p className="text-sm text-slate-700">
            {t(CATEGORY[product.category])} · {price(product, t, locale)}
          </p>
        </div>
        <ProductStatusBadge status={product.status} />
      </div>
      <div className="text-sm text-slate-800">
        <Stock product={product} />
      </div>
      <p className="text-sm text-slate-700">
        {t('products.sold', { count: numberIn(product.soldCount, locale) })} · {rating(product, t, locale)}
      </p>
      <Actions product={product} onEdit={onEdit} />
    </li>
  );
}

/** The products: a table on wide screens, cards on phones. */
export function ProductsList({ caption, products, stale, empty, onEdit }: Props) {
  const t = useT(shopAdminMessages);
  return (
    <ResponsiveList
      caption={caption}
      columns={PRODUCT_COLUMNS.map((column) => t(column))}
      items={products}
      stale={stale}
      empty={empty}
      row={(product) => <ProductRow key={product.id} product={product} onEdit={onEdit} />}
      card={(product) => <ProductCard key={product.id} product={product} onEdit={onEdit} />}
    />
  );
}
