import type { ProductVariant } from '@shared/api/shop';
import { type Dimension, leftStock, rightStock, sizesOfWidth, type TwoSizes } from '../variants';
import { VariantPicker } from './variant-picker';

type Props = {
  variants: readonly ProductVariant[];
  choice: TwoSizes;
  onChange: (choice: TwoSizes) => void;
  /** What "Add to cart" found missing: the width, or a foot's size. */
  missing: 'width' | 'left' | 'right' | null;
};

const noSizes = (variants: readonly ProductVariant[]) => variants.filter((variant) => variant.width !== null).map((variant) => ({ ...variant, size: null }));

/** A different size for each foot: the width both shoes share (where the product has widths), then the left foot's size and the right's. */
export function TwoSizePicker({ variants, choice, onChange, missing }: Props) {
  const hasWidths = variants.some((variant) => variant.width !== null);
  const sized = sizesOfWidth(variants, choice.width);
  const asked = (foot: 'width' | 'left' | 'right'): Dimension | null => (missing === foot ? (foot === 'width' ? 'width' : 'size') : null);
  return (
    <div className="space-y-5">
      {hasWidths ? (
        <div data-foot="width">
          <VariantPicker
            variants={noSizes(variants)}
            choice={{ width: choice.width }}
            onChoose={(_, width) => onChange({ ...choice, width })}
            missing={asked('width')}
            labels={{ width: 'bothWidth' }}
          />
        </div>
      ) : null}
      <div data-foot="left">
        <VariantPicker
          variants={sized}
          choice={{ size: choice.left }}
          onChoose={(_, left) => onChange({ ...choice, left })}
          missing={asked('left')}
          labels={{ size: 'leftSize' }}
          stockOf={leftStock}
        />
      </div>
      <div data-foot="right">
        <VariantPicker
          variants={sized}
          choice={{ size: choice.right }}
          onChoose={(_, right) => onChange({ ...choice, right })}
          missing={asked('right')}
          labels={{ size: 'rightSize' }}
          stockOf={rightStock}
        />
      </div>
    </div>
  );
}
