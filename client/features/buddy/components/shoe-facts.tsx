import type { FootWidth, SizeScale } from '@shared/api/buddy';
import { countryName } from '@shared/countries';
import { cn } from '@client/lib/utils';
import { SCALE_NAMES, sizePair, widthPair } from '../sizes';

export type ShoeFactsData = {
  sizeScale: SizeScale;
  leftFootSize: number;
  rightFootSize: number;
  leftWidth: FootWidth | null;
  rightWidth: FootWidth | null;
  preferredBrands: string | null;
  shoeTypes: string | null;
  notes?: string | null;
};

/** A shoe profile as a description list: sizes and scale, then what is known of widths, country, brands, types and notes. */
export function ShoeFacts({ shoes, country, className }: { shoes: ShoeFactsData; country?: string | null; className?: string }) {
  const rows: [string, string | null | undefined][] = [
    ['Sizes', `${sizePair(shoes.leftFootSize, shoes.rightFootSize)} (${SCALE_NAMES[shoes.sizeScale]})`],
    ['Widths', widthPair(shoes.leftWidth, shoes.rightWidth)],
    ['Country', country ? countryName(country) : null],
    ['Brands', shoes.preferredBrands],
    ['Shoe types', shoes.shoeTypes],
    ['Notes', shoes.notes],
  ];
  return (
    <dl className={cn('grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm', className)}>
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
