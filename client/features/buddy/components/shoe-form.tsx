import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CONFIRM_AFTER_DAYS, footWidths, SHOE_SIZE, SIZE_SCALES, sizeScales, type ShoeInfo, type ShoeInfoBody } from '@shared/api/buddy';
import type { Locale } from '@shared/i18n/locales';
import { type Translate, useLocale, useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';
import { formatSize } from '../sizes';
import { COUNTRY_CODES, type CountryCode } from '@shared/countries';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { COUNTRY_OPTIONS } from '@client/lib/country-options';
import { useSaveShoes } from '../shoes-api';
import { saveNotices } from '@client/components/save-notices';
import { SaveButton } from '@client/components/form-controls';

const THIS_YEAR = new Date().getFullYear();

type T = Translate<typeof buddyMessages.en>;

const isCountry = (value: string): value is CountryCode => (COUNTRY_CODES as readonly string[]).includes(value);

/** Spec section 5: entered as text, sent as a decimal number, in half steps. */
const footSize = (side: 'left' | 'right', t: T, locale: Locale) =>
  z
    .string()
    .trim()
    .min(1, t('form.sizeMissing', { side }))
    .transform(Number)
    .refine(
      (size) => Number.isFinite(size) && size >= SHOE_SIZE.min && size <= SHOE_SIZE.max,
      t('form.sizeRange', { min: formatSize(SHOE_SIZE.min, locale), max: formatSize(SHOE_SIZE.max, locale) }),
    )
    .refine((size) => Number.isInteger(size / SHOE_SIZE.step), t('form.sizeStep'));

const width = z.enum(footWidths).or(z.literal(''));

/** The form's rules, their messages in the page's language. */
const shoeFormSchema = (t: T, locale: Locale) =>
  z
  .object({
    sizeScale: z.enum(sizeScales),
    leftFootSize: footSize('left', t, locale),
    rightFootSize: footSize('right', t, locale),
    leftWidth: width,
    rightWidth: width,
    country: z.string(),
    wearerBirthYear: z
      .string()
      .trim()
      .refine((year) => year === '' || (/^\d{4}$/.test(year) && Number(year) >= 1900 && Number(year) <= THIS_YEAR), t('form.yearRange', { year: THIS_YEAR })),
    preferredBrands: z.string().trim().max(300, t('form.maxChars', { max: 300 })),
    shoeTypes: z.string().trim().max(300, t('form.maxChars', { max: 300 })),
    notes: z.string().trim().max(1000, t('form.maxChars', { max: 1000 })),
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
        ctx.addIssue({
          code: 'custom',
          path: [side],
          message: t('form.scaleRange', { scale: t(`scale.${values.sizeScale}`), min: formatSize(scale.min, locale), max: formatSize(scale.max, locale) }),
        });
      }
    }
  });
type ShoeInput = z.input<ReturnType<typeof shoeFormSchema>>;
type ShoeOutput = z.output<ReturnType<typeof shoeFormSchema>>;

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

/** The member's shoe profile: the spec's five fields, then the scale, widths, country, age and matching choices. */
export function ShoeForm({ saved }: { saved: ShoeInfo | null }) {
  const save = useSaveShoes();
  const t = useT(buddyMessages);
  const locale = useLocale();
  const schema = useMemo(() => shoeFormSchema(t, locale), [t, locale]);
  const notices = useMemo(() => saveNotices({ title: t('form.savedTitle'), description: t('form.savedText'), failure: t('form.savedFailure') }), [t]);
  const scaleOptions = sizeScales.map((value) => ({ value, label: t(`scaleOption.${value}`) }));
  const widthOptions = footWidths.map((value) => ({ value, label: t(`width.${value}`) }));
  const { register, handleSubmit, formState, control } = useForm<ShoeInput, unknown, ShoeOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaults(saved),
  });
  const errors = formState.errors;
  const [scaleValue, left, right] = useWatch({ control, name: ['sizeScale', 'leftFootSize', 'rightFootSize'] });
  const scale = SIZE_SCALES[scaleValue];
  const submit = handleSubmit((values) => save.mutate(toBody(values), notices));
  const sizeHint = t('form.sizeHint', { min: formatSize(scale.min, locale), max: formatSize(scale.max, locale) });
  const sizeProps = { type: 'number', inputMode: 'decimal', min: scale.min, max: scale.max, step: SHOE_SIZE.step, required: true, hint: sizeHint } as const;

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t('form.label')} className="space-y-5">
      <SelectField
        label={t('form.scale')}
        options={scaleOptions}
        emptyLabel={null}
        hint={t('form.scaleHint', { hint: t(`scaleHint.${scaleValue}`) })}
        {...register('sizeScale')}
        error={errors.sizeScale?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('form.left')} {...sizeProps} {...register('leftFootSize')} error={errors.leftFootSize?.message} />
        <TextField label={t('form.right')} {...sizeProps} {...register('rightFootSize')} error={errors.rightFootSize?.message} />
      </div>
      <div aria-live="polite">
        {sameSizes(left, right) ? (
          <p className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">{t('form.same')}</p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('form.leftWidth')}
          options={widthOptions}
          hint={t('form.leftWidthHint')}
          {...register('leftWidth')}
          error={errors.leftWidth?.message}
        />
        <SelectField
          label={t('form.rightWidth')}
          options={widthOptions}
          hint={t('form.rightWidthHint')}
          {...register('rightWidth')}
          error={errors.rightWidth?.message}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('form.country')}
          options={COUNTRY_OPTIONS}
          hint={t('form.countryHint')}
          {...register('country')}
          error={errors.country?.message}
        />
        <TextField
          label={t('form.birthYear')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          hint={t('form.birthYearHint', { underFive: CONFIRM_AFTER_DAYS.underFive, other: CONFIRM_AFTER_DAYS.other })}
          {...register('wearerBirthYear')}
          error={errors.wearerBirthYear?.message}
        />
      </div>
      <TextField label={t('form.brands')} hint={t('form.brandsHint')} {...register('preferredBrands')} error={errors.preferredBrands?.message} />
      <TextField label={t('form.types')} hint={t('form.typesHint')} {...register('shoeTypes')} error={errors.shoeTypes?.message} />
      <TextAreaField
        label={t('form.notes')}
        hint={t('form.notesHint')}
        {...register('notes')}
        error={errors.notes?.message}
      />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-medium text-slate-900">{t('form.matching')}</legend>
        <CheckboxField
          label={t('form.halfSizes')}
          hint={t('form.halfSizesHint')}
          {...register('halfSizes')}
        />
        <CheckboxField
          label={t('form.pause')}
          hint={t('form.pauseHint')}
          {...register('paused')}
        />
      </fieldset>
      <SaveButton pending={save.isPending}>{t('form.save')}</SaveButton>
    </form>
  );
}
