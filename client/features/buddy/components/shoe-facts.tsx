import type { FootWidth, SizeScale } from '@shared/api/buddy';
import { countryName } from '@shared/countries';
import { cn } from '@client/lib/utils';
import { useLocale, useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';
import { sizePair, widthPair } from '../sizes';

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
  const t = useT(buddyMessages);
  const locale = useLocale();
  const rows: [string, string | null | undefined][] = [
    [t('facts.sizes'), t('facts.sizesValue', { pair: sizePair(shoes.leftFootSize, shoes.rightFootSize, locale), scale: t(`scale.${shoes.sizeScale}`) })],
    [t('facts.widths'), widthPair(shoes.leftWidth, shoes.rightWidth, locale)],
    [t('facts.country'), country ? countryName(country) : null],
    [t('facts.brands'), shoes.preferredBrands],
    [t('facts.shoeTypes'), shoes.shoeTypes],
    [t('facts.notes'), shoes.notes],
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
