import type { AdminProduct, ProductInput } from '@shared/api/shop';
import type { ProductCategory, ProductSide, ProductWidth } from '@shared/shop';
import { slugify } from '@shared/slug';
import { tIn } from '@client/lib/i18n';
import type { ShopAdminT } from './labels';
import { shopAdminMessages } from './messages';

/*
 * The product editor's fields as the form holds them (prices as dollars typed, stock as text), and
 * the checks the contract makes (shared/api/shop.ts), so the server should not refuse what passes
 * here; what only it can know (a SKU or address already taken, an article that does not exist) it
 * answers itself.
 */

export type VariantRow = {
  /** The row's own key in the form; `id` is the saved variant's. */
  key: number;
  id: string | null;
  sku: string;
  size: string;
  width: ProductWidth | '';
  side: ProductSide | '';
  price: string;
  stock: string;
  /** The saved variant's stock when the form was loaded (null for a new row): the server applies the change from it. */
  stockWas: number | null;
};

export type ProductFormValues = {
  name: string;
  slug: string;
  category: ProductCategory;
  summary: string;
  description: string;
  published: boolean;
  soldInPairs: boolean;
  allowMismatched: boolean;
  /** Articles' addresses, separated by commas or spaces. */
  related: string;
  variants: VariantRow[];
};

type VariantErrors = Partial<Record<'sku' | 'size' | 'price' | 'stock', string>>;
export type ProductFormErrors = Partial<Record<'name' | 'slug' | 'summary' | 'description' | 'related' | 'variants', string>> & {
  /** By the row's key. */
  rows?: Record<number, VariantErrors>;
};

export const LIMITS = { name: 120, slug: 120, summary: 300, description: 20_000, sku: 60, size: 20, related: 6, variants: 60, maxPriceCents: 10_000_000, maxStock: 100_000 };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

let nextKey = 1;
export const variantRow = (values: Partial<Omit<VariantRow, 'key'>> = {}): VariantRow => ({
  key: nextKey++,
  id: null,
  sku: '',
  size: '',
  width: '',
  side: '',
  price: '',
  stock: '0',
  stockWas: null,
  ...values,
});

/** 1250 → '12.50'. */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

/** '12.50', '$12.5' or '12' as cents; null when it is not an amount of dollars and cents. */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export const emptyProduct = (): ProductFormValues => ({
  name: '',
  slug: '',
  category: 'boots',
  summary: '',
  description: '',
  published: false,
  soldInPairs: false,
  allowMismatched: false,
  related: '',
  variants: [variantRow()],
});

export function formValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    category: product.category,
    summary: product.summary,
    description: product.description,
    published: product.status === 'published',
    soldInPairs: product.soldInPairs,
    allowMismatched: product.allowMismatched,
    related: product.relatedResourceSlugs.join(', '),
    variants: product.variants.map((variant) =>
      variantRow({
        id: variant.id,
        sku: variant.sku,
        size: variant.size ?? '',
        width: variant.width ?? '',
        side: variant.side ?? '',
        price: dollarsOf(variant.priceCents),
        stock: String(variant.stock),
        stockWas: variant.stock,
      }),
    ),
  };
}

/** The values as compared for "unsaved changes" (the rows' keys are not a change). */
export const comparable = (values: ProductFormValues) => JSON.stringify({ ...values, variants: values.variants.map(({ key: _key, ...row }) => row) });

function variantErrors(row: VariantRow, seen: Set<string>, t: ShopAdminT): VariantErrors {
  const errors: VariantErrors = {};
  const sku = row.sku.trim();
  if (!sku) errors.sku = t('form.enterSku');
  else if (sku.length > LIMITS.sku) errors.sku = t('form.atMost', { max: LIMITS.sku });
  else if (seen.has(sku.toUpperCase())) errors.sku = t('form.skuTaken');
  seen.add(sku.toUpperCase());
  if (row.size.trim().length > LIMITS.size) errors.size = t('form.atMost', { max: LIMITS.size });
  const cents = parseDollars(row.price);
  if (cents === null) errors.price = t('form.price');
  else if (cents > LIMITS.maxPriceCents) errors.price = t('form.priceHigh');
  const stock = Number(row.stock.trim());
  if (row.stock.trim() === '' || !Number.isInteger(stock) || stock < 0) errors.stock = t('form.stock');
  else if (stock > LIMITS.maxStock) errors.stock = t('form.stockMax', { max: LIMITS.maxStock });
  return errors;
}

/** The body to send, or the problems to show. An empty slug is left out: the server makes one from the name (a new product) or keeps the saved one. */
export function productBody(values: ProductFormValues, t: ShopAdminT = tIn(shopAdminMessages)): { body: ProductInput } | { errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = t('form.name');
  else if (name.length > LIMITS.name) errors.name = t('form.atMost', { max: LIMITS.name });
  const slug = values.slug.trim();
  if (slug && (!SLUG.test(slug) || slug.length > LIMITS.slug)) errors.slug = t('form.slug');
  const summary = values.summary.trim();
  if (!summary) errors.summary = t('form.summary');
  else if (summary.length > LIMITS.summary) errors.summary = t('form.atMost', { max: LIMITS.summary });
  if (values.description.trim().length > LIMITS.description) errors.description = t('form.atMost', { max: LIMITS.description });
  const related = [...new Set(values.related.split(/[\s,]+/).map((text) => text.replace(/^.*\/resources\//, '').trim()).filter(Boolean))];
  if (related.length > LIMITS.related) errors.related = t('form.articlesMax', { max: LIMITS.related });
  else if (related.some((text) => !SLUG.test(text))) errors.related = t('form.articlesFormat');
  if (values.variants.length === 0) errors.variants = t('form.variantNeeded');
  else if (values.variants.length > LIMITS.variants) errors.variants = t('form.variantsMax', { max: LIMITS.variants });
  const seen = new Set<string>();
  const rows: Record<number, VariantErrors> = {};
  for (const row of values.variants) {
    const problems = variantErrors(row, seen, t);
    if (Object.keys(problems).length) rows[row.key] = problems;
  }
  if (Object.keys(rows).length) errors.rows = rows;
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      name,
      ...(slug ? { slug } : {}),
      category: values.category,
      summary,
      description: values.description.trim(),
      status: values.published ? 'published' : 'draft',
      soldInPairs: values.soldInPairs,
      allowMismatched: values.soldInPairs && values.allowMismatched,
      relatedResourceSlugs: related,
      variants: values.variants.map((row) => ({
        ...(row.id ? { id: row.id } : {}),
        sku: row.sku.trim(),
        size: row.size.trim() || null,
        width: row.width || null,
        side: row.side || null,
        priceCents: parseDollars(row.price)!,
        stock: Number(row.stock.trim()),
        ...(row.id && row.stockWas !== null ? { stockWas: row.stockWas } : {}),
      })),
    },
  };
}

/**
 * The form after a save during which the admin kept typing: what they typed since stays, but each
 * saved variant counts its stock from what the shelf now holds (else the next save would apply the
 * same change again), its stock shows the saved one unless it was changed meanwhile, and a new
 * variant takes its saved id.
 */
export function rebased(current: ProductFormValues, sent: ProductFormValues, saved: ProductFormValues): ProductFormValues {
  const sentRows = new Map(sent.variants.map((row) => [row.key, row]));
  const savedById = new Map(saved.variants.map((row) => [row.id, row]));
  const savedBySku = new Map(saved.variants.map((row) => [row.sku.toUpperCase(), row]));
  return {
    ...current,
    variants: current.variants.map((row) => {
      const before = sentRows.get(row.key);
      const match = row.id ? savedById.get(row.id) : before ? savedBySku.get(before.sku.trim().toUpperCase()) : undefined;
      if (!match) return row;
      return { ...row, id: match.id, stockWas: match.stockWas, stock: before && row.stock === before.stock ? match.stock : row.stock };
    }),
  };
}

/** The address a new product will get when its slug is left empty. */
export const slugFromName = (name: string) => slugify(name, 'product');

/** The first field to put the focus on after a refused save: its element's id within the form. */
export function firstProblem(errors: ProductFormErrors) {
  for (const field of ['name', 'slug', 'summary', 'description', 'related'] as const) if (errors[field]) return field;
  const [key, row] = Object.entries(errors.rows ?? {})[0] ?? [];
  if (key !== undefined && row) return `variant-${key}-${Object.keys(row)[0]}`;
  return errors.variants ? 'variants' : null;
}
