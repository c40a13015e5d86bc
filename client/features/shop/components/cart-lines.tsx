import { AlertTriangle, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CartLine } from '@shared/api/shop';
import { MAX_LINE_QUANTITY } from '@shared/shop';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { useLocale, useT } from '@client/lib/i18n';
import { shopMessages } from '../messages';
import { formatCents } from '../format';
import { ProductPhoto } from './product-card';
import { QuantityStepper } from './quantity-stepper';

type Props = {
  lines: readonly CartLine[];
  setQuantity: (lineKey: string, quantity: number) => void;
  /** Called when a product's link is followed (the drawer closes). */
  onNavigate?: () => void;
  /** The drawer's narrower lines. */
  compact?: boolean;
};

/** Why a line cannot be bought as it is, and the one change that makes it right. */
function LineProblem({ line, setQuantity }: { line: CartLine; setQuantity: Props['setQuantity'] }) {
  const fewer = line.available > 0 && line.available < line.quantity;
  const t = useT(shopMessages);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="line-problem">
      <span className="flex items-center gap-1.5">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-red-700" />
        {line.problem}
      </span>
      {fewer ? (
        <button type="button" onClick={() => setQuantity(line.lineKey, line.available)} className="font-semibold underline underline-offset-2">
          {t('line.changeTo', { count: line.available })}
        </button>
      ) : line.available <= 0 ? (
        <button type="button" onClick={() => setQuantity(line.lineKey, 0)} className="font-semibold underline underline-offset-2">
          {t('line.removeAll')}
        </button>
      ) : null}
    </div>
  );
}

/** The cart's lines: photo, name, variant, unit price, quantity stepper, remove and line total. */
export function CartLines({ lines, setQuantity, onNavigate, compact = false }: Props) {
  const t = useT(shopMessages);
  const locale = useLocale();
  return (
    <ul className="divide-y divide-slate-200" data-testid="cart-lines">
      {lines.map((line) => {
        const name = [line.productName, line.variantLabel].filter(Boolean).join(', ');
        return (
          <li key={line.lineKey} className="flex gap-3 py-4 first:pt-0 last:pb-0" data-testid="cart-line">
            <ProductPhoto image={line.image} className={cn('shrink-0 rounded-md', compact ? 'size-16' : 'size-20 sm:size-24')} />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {line.productSlug ? (
                      <Link to={`/shop/products/${line.productSlug}`} onClick={onNavigate} className="hover:text-brand-800 hover:underline">
                        {line.productName}
                      </Link>
                    ) : (
                      line.productName
                    )}
                  </p>
                  {line.variantLabel ? <p className="text-sm text-slate-700">{line.variantLabel}</p> : null}
                  {line.unitPriceCents > 0 ? <p className="text-sm text-slate-700">{t('line.each', { price: formatCents(line.unitPriceCents, locale) })}</p> : null}
                </div>
                <p className="shrink-0 font-semibold text-slate-900">{formatCents(line.lineTotalCents, locale)}</p>
              </div>
              {line.problem ? <LineProblem line={line} setQuantity={setQuantity} /> : null}
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <QuantityStepper
                  value={line.quantity}
                  max={Math.max(1, Math.min(MAX_LINE_QUANTITY, line.available))}
                  onChange={(quantity) => setQuantity(line.lineKey, quantity)}
                  label={t('line.quantityOf', { name })}
                />
                <Button variant="ghost" size="sm" onClick={() => setQuantity(line.lineKey, 0)}>
                  <Trash2 aria-hidden="true" /> {t('line.remove')}<span className="sr-only"> {name}</span>
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
