import { Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { productSides, productWidths, type ProductSide, type ProductWidth } from '@shared/shop';
import { Button } from '@client/components/ui/button';
import { SelectField, TextField } from '@client/components/ui/field';
import { LIMITS, type ProductFormErrors, type VariantRow, variantRow } from '../product-form';
import { useT } from '@client/lib/i18n';
import { type ShopAdminT, SIDE, variantLabel, WIDTH } from '../labels';
import { shopAdminMessages } from '../messages';

type Props = {
  /** Prefixes the fields' ids, so a refused save can put the focus on the first problem. */
  idPrefix: string;
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  errors: ProductFormErrors['rows'];
  error: string | undefined;
};

/** What the customer will read for this row: 'Size 6 · Wide', or 'One size'. */
const rowLabel = (row: VariantRow, t: ShopAdminT) => variantLabel({ size: row.size.trim() || null, width: row.width || null, side: row.side || null }, t);

/**
 * The product's variants, each with its own SKU, size, width, side, price and stock: one card per
 * variant (two or three fields a line, one on a phone), added and removed in the form and saved with it.
 */
export function VariantsField({ idPrefix, rows, onChange, errors, error }: Props) {
  const addButton = useRef<HTMLButtonElement>(null);
  const t = useT(shopAdminMessages);
  const widthOptions = productWidths.map((width) => ({ value: width, label: t(WIDTH[width]) }));
  const sideOptions = productSides.map((side) => ({ value: side, label: t(SIDE[side]) }));
  const focusLater = (find: () => HTMLElement | null) => setTimeout(() => find()?.focus(), 0);
  const set = (key: number, change: Partial<VariantRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <div className="space-y-4" id={`${idPrefix}-variants`} tabIndex={-1}>
      <ol className="space-y-4">
        {rows.map((row, index) => {
          const problems = errors?.[row.key] ?? {};
          const field = (name: keyof typeof problems) => ({ id: `${idPrefix}-variant-${row.key}-${name}`, error: problems[name] });
          return (
            <li key={row.key}>
              <fieldset className="rounded-lg border border-slate-200 p-4" data-variant-key={row.key}>
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  {t('variants.legend', { number: index + 1 })}
                  <span className="font-normal text-slate-700"> · {rowLabel(row, t)}</span>
                </legend>
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField label={t('variants.sku')} maxLength={LIMITS.sku} autoComplete="off" spellCheck={false} value={row.sku} onChange={(event) => set(row.key, { sku: event.target.value })} {...field('sku')} />
                  <TextField label={t('variants.size')} hint={t('variants.sizeHint')} maxLength={LIMITS.size} autoComplete="off" value={row.size} onChange={(event) => set(row.key, { size: event.target.value })} {...field('size')} />
                  <SelectField label={t('variants.width')} options={widthOptions} value={row.width} onChange={(event) => set(row.key, { width: event.target.value as ProductWidth | '' })} />
                  <SelectField label={t('variants.side')} emptyLabel={t('variants.bothSides')} options={sideOptions} value={row.side} onChange={(event) => set(row.key, { side: event.target.value as ProductSide | '' })} />
                  <TextField label={t('variants.price')} inputMode="decimal" autoComplete="off" placeholder="24.99" value={row.price} onChange={(event) => set(row.key, { price: event.target.value })} {...field('price')} />
                  <TextField label={t('variants.stock')} hint={t('variants.stockHint')} inputMode="numeric" autoComplete="off" value={row.stock} onChange={(event) => set(row.key, { stock: event.target.value })} {...field('stock')} />
                </div>
                <div className="mt-3 flex justify-end">
                  <Button type="button" variant="ghost" size="sm" disabled={rows.length === 1} onClick={() => {
                      onChange(rows.filter((other) => other.key !== row.key));
                      // The button has gone with its card: the focus waits on "Add a variant".
                      focusLater(() => addButton.current);
                    }} className="text-red-700 hover:bg-red-50">
                    <Trash2 aria-hidden="true" /> {t('variants.remove')}<span className="sr-only">{t('variants.removeHidden', { number: index + 1 })}</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <Button
        ref={addButton}
        type="button"
        variant="outline"
        size="sm"
        disabled={rows.length >= LIMITS.variants}
        onClick={() => {
          const last = rows[rows.length - 1];
          // A new size of the same kind: its width, side and price to start from.
          const added = variantRow({ width: last?.width ?? '', side: last?.side ?? '', price: last?.price ?? '' });
          onChange([...rows, added]);
          focusLater(() => document.getElementById(`${idPrefix}-variant-${added.key}-sku`));
        }}
      >
        <Plus aria-hidden="true" /> {t('variants.add')}
      </Button>
    </div>
  );
}
