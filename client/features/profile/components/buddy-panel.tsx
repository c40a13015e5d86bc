import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { SHOE_SIZE, type ShoeInfo, type ShoeInfoBody } from '@shared/api/buddy';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { useMyShoes, useSaveShoes } from '../api';
import { PanelHeading, SaveButton, Spinner } from './form-controls';

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

const shoeForm = z.object({
  leftFootSize: footSize('left'),
  rightFootSize: footSize('right'),
  preferredBrands: z.string().trim().max(300, 'Use at most 300 characters'),
  shoeTypes: z.string().trim().max(300, 'Use at most 300 characters'),
  notes: z.string().trim().max(1000, 'Use at most 1000 characters'),
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
  };
}

function ShoeForm({ saved }: { saved: ShoeInfo | null }) {
  const save = useSaveShoes();
  const { register, handleSubmit, formState } = useForm<ShoeInput, unknown, ShoeOutput>({
    resolver: zodResolver(shoeForm),
    defaultValues: {
      leftFootSize: saved ? String(saved.leftFootSize) : '',
      rightFootSize: saved ? String(saved.rightFootSize) : '',
      preferredBrands: saved?.preferredBrands ?? '',
      shoeTypes: saved?.shoeTypes ?? '',
      notes: saved?.notes ?? '',
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) => save.mutate(toBody(values)));
  const sizeHint = 'US size, in whole or half sizes (for example 7.5).';

  return (
    <form onSubmit={submit} noValidate aria-label="Your shoe sizes" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Left foot size"
          type="number"
          inputMode="decimal"
          min={SHOE_SIZE.min}
          max={SHOE_SIZE.max}
          step={SHOE_SIZE.step}
          required
          hint={sizeHint}
          {...register('leftFootSize')}
          error={errors.leftFootSize?.message}
        />
        <TextField
          label="Right foot size"
          type="number"
          inputMode="decimal"
          min={SHOE_SIZE.min}
          max={SHOE_SIZE.max}
          step={SHOE_SIZE.step}
          required
          hint={sizeHint}
          {...register('rightFootSize')}
          error={errors.rightFootSize?.message}
        />
      </div>
      <TextField label="Preferred brands" hint="Optional. For example: New Balance, Stride Rite." {...register('preferredBrands')} error={errors.preferredBrands?.message} />
      <TextField label="Shoe types" hint="Optional. For example: sneakers, sandals, boots." {...register('shoeTypes')} error={errors.shoeTypes?.message} />
      <TextAreaField
        label="Notes"
        hint="Optional. Anything a buddy should know, such as width or brace compatibility."
        {...register('notes')}
        error={errors.notes?.message}
      />
      <SaveButton pending={save.isPending}>Save Shoe Information</SaveButton>
    </form>
  );
}

/** Spec section 4: opening the tab loads the saved sizes (spinner meanwhile) and fills the form. */
export function BuddyPanel() {
  const shoes = useMyShoes();
  return (
    <section aria-labelledby="buddy-heading">
      <PanelHeading
        id="buddy-heading"
        title="Clubfoot Buddy"
        description="Clubfoot often means two different shoe sizes. Save your sizes and we can match you with someone who needs the opposite sizes, so you can split the cost of shoes."
      />
      {shoes.isPending ? <Spinner label="Loading your shoe information..." /> : <ShoeForm saved={shoes.data ?? null} />}
      <div className="mt-8 border-t border-slate-200 pt-6">
        <Button asChild variant="outline">
          <Link to="/clubfoot-buddy">View Existing Matches</Link>
        </Button>
      </div>
    </section>
  );
}
