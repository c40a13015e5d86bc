import type { ProductVariant } from '@shared/api/shop';
import { productSides, productWidths, type ProductSide, type ProductWidth } from '@shared/shop';
import type { ShopT } from './format';

/*
 * Choosing a variant one dimension at a time (size, width, side: only those the product has). An
 * option that no variant has together with what is already chosen cannot be picked; one whose
 * variants are all sold out can, and says so.
 */

export const DIMENSIONS = ['size', 'width', 'side'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type Choice = Partial<Record<Dimension, string>>;

/** What a group of options is called ('Size', 'Left foot size'): `picker.label.<name>` and `picker.missing.<name>` in the shop's messages. */
export type PickerLabel = Dimension | 'bothWidth' | 'leftSize' | 'rightSize';

/** An option's name: '6', 'Wide', 'Left'. */
export function optionLabel(dimension: Dimension, value: string, t: ShopT) {
  if (dimension === 'width' && (productWidths as readonly string[]).includes(value)) return t(`width.${value as ProductWidth}`);
  if (dimension === 'side' && (productSides as readonly string[]).includes(value)) return t(`side.${value as ProductSide}`);
  return value;
}

/** The dimensions the product's variants differ in or name, each with its values in the variants' order. */
export function dimensionsOf(variants: readonly ProductVariant[]) {
  return DIMENSIONS.flatMap((dimension) => {
    const values = [...new Set(variants.map((variant) => variant[dimension]).filter((value): value is string => value !== null))];
    return values.length > 0 ? [{ dimension, values }] : [];
  });
}

const matches = (variant: ProductVariant, choice: Choice) => DIMENSIONS.every((dimension) => choice[dimension] === undefined || variant[dimension] === choice[dimension]);

export type OptionState = 'available' | 'sold-out' | 'unavailable';

/** How many can be bought of a variant (for one foot of a pair of two sizes, its spare single shoes count too). */
export type StockOf = (variant: ProductVariant) => number;
const pairStock: StockOf = (variant) => variant.stock;

/** Whether `value` can be chosen with the rest of `choice`. */
export function optionState(variants: readonly ProductVariant[], choice: Choice, dimension: Dimension, value: string, stockOf: StockOf = pairStock): OptionState {
  const found = variants.filter((variant) => matches(variant, { ...choice, [dimension]: value }));
  if (found.length === 0) return 'unavailable';
  return found.some((variant) => stockOf(variant) > 0) ? 'available' : 'sold-out';
}

/** The first choice: a dimension with a single value is chosen already (a product with one variant needs no choosing). */
export function initialChoice(variants: readonly ProductVariant[]): Choice {
  const choice: Choice = {};
  for (const { dimension, values } of dimensionsOf(variants)) if (values.length === 1) choice[dimension] = values[0];
  return choice;
}

/** `value` chosen; another dimension's choice that no longer fits with it is undone. */
export function choose(variants: readonly ProductVariant[], choice: Choice, dimension: Dimension, value: string): Choice {
  const next: Choice = { ...choice, [dimension]: value };
  for (const other of DIMENSIONS) {
    if (other === dimension || next[other] === undefined) continue;
    if (!variants.some((variant) => matches(variant, next))) delete next[other];
  }
  return next;
}

/** The variant the choice names, once every dimension is chosen (the only one, for a product without dimensions). */
export function chosenVariant(variants: readonly ProductVariant[], choice: Choice): ProductVariant | null {
  const dimensions = dimensionsOf(variants);
  if (dimensions.some(({ dimension }) => choice[dimension] === undefined)) return null;
  return variants.find((variant) => matches(variant, choice)) ?? null;
}

/** The first dimension still to choose, or null. */
export const missingDimension = (variants: readonly ProductVariant[], choice: Choice) =>
  dimensionsOf(variants).find(({ dimension }) => choice[dimension] === undefined)?.dimension ?? null;

/* ---------- A pair of two sizes (products sold in pairs whose admin allows it) ---------- */

export type TwoSizes = { width?: string; left?: string; right?: string };

/** A left shoe of one size takes a spare left or splits a pair; so does a right. */
export const leftStock: StockOf = (variant) => variant.stock + variant.spareLeft;
export const rightStock: StockOf = (variant) => variant.stock + variant.spareRight;

/** Whether the product may be bought with a different size for each foot (never where variants are one side each). */
export const sellsTwoSizes = (product: { soldInPairs: boolean; allowMismatched: boolean; variants: readonly ProductVariant[] }) =>
  product.soldInPairs && product.allowMismatched && !product.variants.some((variant) => variant.side !== null) && new Set(product.variants.map((variant) => variant.size)).size > 1;

/** The variants one foot may choose from: of the chosen width, where the product has widths. */
export const sizesOfWidth = (variants: readonly ProductVariant[], width: string | undefined) =>
  variants.filter((variant) => variant.size !== null && (variant.width === null || width === undefined || variant.width === width)).map((variant) => ({ ...variant, width: null }));

/** The two variants chosen, their price (the dearer size's pair) and how many such pairs can be bought; null until both are chosen. */
export function chosenTwoSizes(variants: readonly ProductVariant[], choice: TwoSizes) {
  const hasWidths = variants.some((variant) => variant.width !== null);
  if (!choice.left || !choice.right || (hasWidths && !choice.width)) return null;
  const find = (size: string) => variants.find((variant) => variant.size === size && (!hasWidths || variant.width === choice.width)) ?? null;
  const left = find(choice.left);
  const right = find(choice.right);
  if (!left || !right) return null;
  const available = left.id === right.id ? left.stock : Math.min(leftStock(left), rightStock(right));
  return { left, right, priceCents: Math.max(left.priceCents, right.priceCents), available };
}
