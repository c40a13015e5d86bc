import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CONFIRM_AFTER_DAYS, FOOT_WIDTH_LABELS, footWidths, SHOE_SIZE, SIZE_SCALES, sizeScales, type ShoeInfo, type ShoeInfoBody } from '@shared/api/buddy';
import { COUNTRY_CODES, type CountryCode } from '@shared/countries';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { COUNTRY_OPTIONS } from '@client/lib/country-options';
import { useSaveShoes } from '../shoes-api';
import { saveNotices } from '@client/components/save-notices';
import { SaveButton } from '@client/components/form-controls';

const THIS_YEAR = new Date().getFullYear();
const scaleName = (scale: keyof typeof SIZE_SCALES) => SIZE_SCALES[scale].label.replace(/ \(.*\)$/, '');

const SCALE_OPTIONS = sizeScales.map((value) => ({ value, label: SIZE_SCALES[value].label }));
const WIDTH_OPTIONS = footWidths.map((value) => ({ value, label: FOOT_WIDTH_LABELS[value] }));
const isCountry = (value: string): value is CountryCode => (COUNTRY_CODES as readonly string[]).includes(value);

/** Spec section 5: entered as text, sent as a decimal number, in half steps. */
const footSize = (side: 'left' | 'right') =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${side} foot size`)
    .transform(Number)
    .refine(
      (size) => Number.isFinite(size) && size >= SHOE_SIZE.min && size <= SHOE_SIZE.max,
      `Enter a US size from ${SHOE_SIZE.min} to ${SHOE_SIZE.max}`,
    )
    .refine((size) => Number.isInteger(size / SHOE_SIZE.step), 'Use whole or half sizes, for example 7 or 7.5');

const width = z.enum(footWidths).or(z.literal(''));

const shoeForm = z
  .object({
    sizeScale: z.enum(sizeScales),
    leftFootSize: footSize('left'),
    rightFootSize: footSize('right'),
    leftWidth: width,
    rightWidth: width,
    country: z.string(),
    wearerBirthYear: z
      .string()
      .trim()
      .refine((year) => year === '' || (/^\d{4}$/.test(year) && Number(year) >= 1900 && Number(year) <= THIS_YEAR), `Enter a year from 1900 to ${THIS_YEAR}, or leave it empty`),
    preferredBrands: z.string().trim().max(300, 'Use at most 300 characters'),
    shoeTypes: z.string().trim().max(300, 'Use at most 300 characters'),
    notes: z.string().trim().max(1000, 'Use at most 1000 characters'),
    halfSizes: z.boolean(),
    paused: z.boolean(),
  })
  // Each scale has its own real range (the server checks again). Runs only on sizes that passed the checks above.
  .superRefine((values, ctx) => {
    const scale = SIZE_SCALES[values.sizeScale];
    for (const side of ['leftFootSize', 'rightFootSize'] as const) {
      const size: unknown = values[side];
      if (typeof size !== 'number' || !Number.isInteger(size * 2)) continue;
      if (size < scale.min || size > scale.max) {
        ctx.addIssue({ code: 'custom', path: [side], message: `In ${scaleName(values.sizeScale)} sizes, enter a size from ${scale.min} to ${scale.max}` });
      }
    }
  });
type ShoeInput = z.input<typeof shoeForm>;
type ShoeOutput = z.output<typeof shoeForm>;

function toBody(values: ShoeOutput): ShoeInfoBody {
  return {
    leftFootSize: values.leftFootSize,
    rightFootSize: values.rightFootSize,
    preferredBrands: values.preferredBrands,
    shoeTypes: values.shoeTypes,
    notes: values.notes || null,
    sizeScale: values.sizeScale,
    leftWidth: values.leftWidth || null,
    rightWidth: values.rightWidth || null,
    country: isCountry(values.country) ? values.country : null,
    wearerBirthYear: values.wearerBirthYear ? Number(values.wearerBirthYear) : null,
    tolerance: values.halfSizes ? 'half' : 'exact',
    paused: values.paused,
  };
}

function defaults(saved: ShoeInfo | null): ShoeInput {
  return {
    // Most members are parents of young children: the contract's default scale comes first.
    sizeScale: saved?.sizeScale ?? 'us-kids',
    leftFootSize: saved ? String(saved.leftFootSize) : '',
    rightFootSize: saved ? String(saved.rightFootSize) : '',
    leftWidth: saved?.leftWidth ?? '',
    rightWidth: saved?.rightWidth ?? '',
    country: saved?.country ?? '',
    wearerBirthYear: saved?.wearerBirthYear ? String(saved.wearerBirthYear) : '',
    preferredBrands: saved?.preferredBrands ?? '',
    shoeTypes: saved?.shoeTypes ?? '',
    notes: saved?.notes ?? '',
    halfSizes: saved?.tolerance === 'half',
    paused: saved?.paused ?? false,
  };
}

/** Both sizes typed, valid and the same: nothing to match. */
function sameSizes(left: string, right: string) {
  const a = Number(left.trim());
  const b = Number(right.trim());
  return left.trim() !== '' && right.trim() !== '' && Number.isFinite(a) && a === b;
}

const SAVED = saveNotices({
  title: 'Clubfoot Buddy Info Updated',
  description: 'Your shoe sizes and preferences have been saved.',
  failure: 'Failed to update shoe information. Please try again.',
});

/** The member's shoe profile: the spec's five fields, then the scale, widths, country, age and matching choices. */
export function ShoeForm({ saved }: { saved: ShoeInfo | null }) {
  const save = useSaveShoes();
  const { register, handleSubmit, formState, control } = useForm<ShoeInput, unknown, ShoeOutput>({
    resolver: zodResolver(shoeForm),
    defaultValues: defaults(saved),
  });
  const errors = formState.errors;
  const [scaleValue, left, right] = useWatch({ control, name: ['sizeScale', 'leftFootSize', 'rightFootSize'] });
  const scale = SIZE_SCALES[scaleValue];
  const submit = handleSubmit((values) => save.mutate(toBody(values), SAVED));
  const sizeHint = `From ${scale.min} to ${scale.max}, in whole or half sizes (for example 7.5).`;
  const sizeProps = { type: 'number', inputMode: 'decimal', min: scale.min, max: scale.max, step: SHOE_SIZE.step, required: true, hint: sizeHint } as const;

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Your shoe sizes" className="space-y-5">
      <SelectField
        label="Size scale"
        options={SCALE_OPTIONS}
        emptyLabel={null}
        hint={`${scale.hint} Both feet are measured on this scale, and buddies are only matched within the same scale.`}
        {...register('sizeScale')}
        error={errors.sizeScale?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Left foot size" {...sizeProps} {...register('leftFootSize')} error={errors.leftFootSize?.message} />
        <TextField label="Right foot size" {...sizeProps} {...register('rightFootSize')} error={errors.rightFootSize?.message} />
      </div>
      <div aria-live="polite">
        {sameSizes(left, right) ? (
          <p className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
            Your sizes are the same, so you don&apos;t need a buddy: any ordinary pair fits both feet. You can still save them, and you
            won&apos;t be suggested as anyone&apos;s buddy until your sizes differ.
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Left foot width"
          options={WIDTH_OPTIONS}
          hint="Optional. As the shoe maker measures it, if you know it."
          {...register('leftWidth')}
          error={errors.leftWidth?.message}
        />
        <SelectField
          label="Right foot width"
          options={WIDTH_OPTIONS}
          hint="Optional. Buddies with the same widths are shown first."
          {...register('rightWidth')}
          error={errors.rightWidth?.message}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Country where the shoes will be bought"
          options={COUNTRY_OPTIONS}
          hint="Optional. Buddies in the same country can share one order and its postage more easily."
          {...register('country')}
          error={errors.country?.message}
        />
        <TextField
          label="Birth year of the person who wears the shoes"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          hint={`Optional. Feet grow: we ask you to confirm the sizes every ${CONFIRM_AFTER_DAYS.underFive} days for children under five (and for toddler and little-kid sizes when no year is given), every ${CONFIRM_AFTER_DAYS.other} days otherwise.`}
          {...register('wearerBirthYear')}
          error={errors.wearerBirthYear?.message}
        />
      </div>
      <TextField label="Preferred brands" hint="Optional. For example: New Balance, Stride Rite." {...register('preferredBrands')} error={errors.preferredBrands?.message} />
      <TextField label="Shoe types" hint="Optional. For example: sneakers, sandals, boots." {...register('shoeTypes')} error={errors.shoeTypes?.message} />
      <TextAreaField
        label="Notes"
        hint="Optional. Anything a buddy should know, such as brace compatibility."
        {...register('notes')}
        error={errors.notes?.message}
      />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-medium text-slate-900">Matching</legend>
        <CheckboxField
          label="Also suggest buddies half a size away"
          hint="Also shows buddies whose sizes are up to half a size larger or smaller than an exact match, when they allow it too."
          {...register('halfSizes')}
        />
        <CheckboxField
          label="Pause matching"
          hint="While paused, you won't be suggested to other members and we won't suggest buddies to you. Your sizes stay saved."
          {...register('paused')}
        />
      </fieldset>
      <SaveButton pending={save.isPending}>Save Shoe Information</SaveButton>
    </form>
  );
}
