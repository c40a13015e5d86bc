import { ShoppingCart } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ProductDetail } from '@shared/api/shop';
import { MAX_LINE_QUANTITY } from '@shared/shop';
import { Button } from '@client/components/ui/button';
import { CheckboxField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { loadCartDrawer, openCartDrawer } from '../cart-store';
import { formatCents, LOW_STOCK, priceRange, stockNote } from '../format';
import { shopMessages } from '../messages';
import { cartNotices } from '../notices';
import { useCart } from '../use-cart';
import { type Choice, choose, chosenTwoSizes, chosenVariant, type Dimension, initialChoice, missingDimension, sellsTwoSizes, type TwoSizes } from '../variants';
import { TwoSizePicker } from './two-size-picker';
import { VariantPicker } from './variant-picker';

type Foot = 'width' | 'left' | 'right';

/** The chosen variant's price and stock, the variant pickers, the quantity and "Add to cart" (which opens the cart drawer). */
export function AddToCart({ product }: { product: ProductDetail }) {
  const id = useId();
  const cart = useCart();
  const t = useT(shopMessages);
  const locale = useLocale();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(product.variants));
  const [quantity, setQuantity] = useState(1);
  const [asked, setAsked] = useState<Dimension | null>(null);
  const [adding, setAdding] = useState(false);
  const twoSizesSold = sellsTwoSizes(product);
  const [twoSizes, setTwoSizes] = useState(false);
  const [feet, setFeet] = useState<TwoSizes>(() => ({ width: initialChoice(product.variants).width }));
  const [footAsked, setFootAsked] = useState<Foot | null>(null);
  const pair = twoSizes ? chosenTwoSizes(product.variants, feet) : null;
  const variant = twoSizes ? null : chosenVariant(product.variants, choice);
  const stock = pair ? pair.available : variant?.stock;
  const soldOut = stock !== undefined ? stock <= 0 : !product.inStock;
  const most = Math.max(1, Math.min(MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY));

  // The drawer opens when something is added: its code is fetched while the buyer chooses.
  useEffect(() => {
    void loadCartDrawer();
  }, []);

  const onChoose = (dimension: Dimension, value: string) => {
    setChoice((previous) => choose(product.variants, previous, dimension, value));
    setAsked(null);
  };

  /** The line to add and how many can be had, or null after asking for what is missing. */
  const chosenLine = () => {
    if (twoSizes) {
      if (pair) return { line: pair.left.id === pair.right.id ? { variantId: pair.left.id } : { variantId: pair.left.id, rightVariantId: pair.right.id }, limit: pair.available };
      const hasWidths = product.variants.some((option) => option.width !== null);
      const foot: Foot = hasWidths && !feet.width ? 'width' : !feet.left ? 'left' : 'right';
      setFootAsked(foot);
      document.querySelector<HTMLInputElement>(`[data-foot="${foot}"] input:not(:disabled)`)?.focus();
      return null;
    }
    const missing = missingDimension(product.variants, choice);
    if (missing || !variant) {
      setAsked(missing);
      document.querySelector<HTMLInputElement>(`[data-dimension="${missing}"] input:not(:disabled)`)?.focus();
      return null;
    }
    return { line: { variantId: variant.id }, limit: variant.stock };
  };

  const add = async () => {
    if (adding) return;
    const chosen = chosenLine();
    if (!chosen) return;
    setAdding(true);
    try {
      const added = await cart.add(chosen.line, Math.min(quantity, most), chosen.limit);
      if (!added) toast(cartNotices(t).atLimit);
      openCartDrawer();
    } catch (error) {
      toast({ title: cartNotices(t).notAdded.title, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="space-y-5">
      <div>
        <p className="text-2xl font-bold text-slate-900" data-testid="product-price">
          {pair ? formatCents(pair.priceCents, locale) : variant ? formatCents(variant.priceCents, locale) : priceRange(product.priceFromCents, product.priceToCents, locale)}
        </p>
        {product.soldInPairs ? (
          <p className="text-sm text-slate-700">{twoSizes ? t('product.pricePairTwoSizes') : t('product.pricePair')}</p>
        ) : null}
      </div>
      {twoSizesSold ? (
        <CheckboxField
          label={t('product.twoSizes')}
          hint={t('product.twoSizesHint')}
          checked={twoSizes}
          onChange={(event) => {
            setTwoSizes(event.target.checked);
            setFootAsked(null);
            setAsked(null);
          }}
        />
      ) : null}
      {twoSizes ? (
        <TwoSizePicker
          variants={product.variants}
          choice={feet}
          onChange={(next) => {
            setFeet(next);
            setFootAsked(null);
          }}
          missing={footAsked}
        />
      ) : (
        <VariantPicker variants={product.variants} choice={choice} onChoose={onChoose} missing={asked} />
      )}
      {stock !== undefined ? (
        <p
          role="status"
          data-testid="stock-note"
          className={cn('text-sm font-semibold', stock <= 0 ? 'text-red-700' : stock <= LOW_STOCK ? 'text-amber-800' : 'text-brand-800')}
        >
          {stockNote(stock, t)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        {soldOut ? null : (
          <div className="space-y-1">
            <label htmlFor={`${id}-quantity`} className="block text-sm font-medium text-slate-900">
              {t('product.quantity')}
            </label>
            <select
              id={`${id}-quantity`}
              value={Math.min(quantity, most)}
              onChange={(event) => setQuantity(Number(event.target.value))}
              className="h-12 w-24 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900"
            >
              {Array.from({ length: most }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button size="lg" className="min-w-0 flex-1 sm:flex-none" onClick={() => void add()} disabled={soldOut} aria-disabled={adding || undefined}>
          <ShoppingCart aria-hidden="true" />
          {soldOut ? t('stock.soldOut') : adding ? t('product.adding') : t('product.addToCart')}
        </Button>
      </div>
    </div>
  );
}
