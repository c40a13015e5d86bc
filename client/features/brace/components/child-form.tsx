import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BraceChild, ChildBody } from '@shared/api/brace';
import { CHILD_NAME_MAX, DEFAULT_SCHEDULE, isDay, SCHEDULE_LIMITS } from '@shared/brace';
import { SelectField, TextField } from '@client/components/ui/field';
import { Button } from '@client/components/ui/button';

const day = (what: string) => z.string().refine(isDay, `Enter ${what}`);
const whole = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, `${what}: a whole number from ${min} to ${max}`)
    .transform(Number);

const childForm = z
  .object({
    name: z.string().trim().min(1, 'Please give a first name or nickname').max(CHILD_NAME_MAX, `Use at most ${CHILD_NAME_MAX} characters`),
    birthDate: day('the birth date'),
    braceStartDate: day('the day the boots and bar started'),
    fullTimeHours: whole(SCHEDULE_LIMITS.hours.min, SCHEDULE_LIMITS.hours.max, 'Hours a day'),
    fullTimeWeeks: whole(SCHEDULE_LIMITS.fullTimeWeeks.min, SCHEDULE_LIMITS.fullTimeWeeks.max, 'Weeks'),
    partTimeHours: whole(SCHEDULE_LIMITS.hours.min, SCHEDULE_LIMITS.hours.max, 'Hours a day'),
    endAgeMonths: z.string().transform(Number),
    timeZone: z.string().min(1, 'Choose a time zone'),
    nextVisitDate: z.string().refine((value) => value === '' || isDay(value), 'Enter a date, or leave it empty'),
  })
  .refine((values) => !isDay(values.birthDate) || !isDay(values.braceStartDate) || values.braceStartDate >= values.birthDate, {
    path: ['braceStartDate'],
    message: 'The boots and bar cannot start before the birth date',
  });
type ChildInput = z.input<typeof childForm>;
type ChildOutput = z.output<typeof childForm>;

/** "Until the age of …": the usual choices, and whatever the clinician set if it is another. */
function endAgeOptions(current: number) {
  const months = [24, 36, 48, 54, 60];
  if (!months.includes(current)) months.push(current);
  return months
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: value % 12 ? `${Math.floor(value / 12)} years and ${value % 12} months` : `${value / 12} years` }));
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function zoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

function defaults(child: BraceChild | null): ChildInput {
  return {
    name: child?.name ?? '',
    birthDate: child?.birthDate ?? '',
    braceStartDate: child?.braceStartDate ?? '',
    fullTimeHours: String(child?.fullTimeHours ?? DEFAULT_SCHEDULE.fullTimeHours),
    fullTimeWeeks: String(child?.fullTimeWeeks ?? DEFAULT_SCHEDULE.fullTimeWeeks),
    partTimeHours: String(child?.partTimeHours ?? DEFAULT_SCHEDULE.partTimeHours),
    endAgeMonths: String(child?.endAgeMonths ?? DEFAULT_SCHEDULE.endAgeMonths),
    timeZone: child?.timeZone ?? browserZone(),
    nextVisitDate: child?.nextVisitDate ?? '',
  };
}

const toBody = (values: ChildOutput): ChildBody => ({ ...values, nextVisitDate: values.nextVisitDate || null });

type Props = {
  child: BraceChild | null;
  submitLabel: string;
  pending: boolean;
  onSave: (body: ChildBody) => void;
  onCancel?: () => void;
};

/** A child's details and the schedule their clinician prescribed, with the usual one proposed. */
export function ChildForm({ child, submitLabel, pending, onSave, onCancel }: Props) {
  const { register, handleSubmit, formState } = useForm<ChildInput, unknown, ChildOutput>({ resolver: zodResolver(childForm), defaultValues: defaults(child) });
  const errors = formState.errors;
  const zones = useMemo(() => zoneOptions(child?.timeZone ?? browserZone()), [child?.timeZone]);
  const number = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <form onSubmit={handleSubmit((values) => onSave(toBody(values)))} noValidate aria-label={child ? `${child.name}’s details and schedule` : 'Set up a child'} className="space-y-5">
      <TextField label="First name or nickname" autoComplete="off" maxLength={CHILD_NAME_MAX} {...register('name')} error={errors.name?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Birth date" type="date" {...register('birthDate')} error={errors.birthDate?.message} />
        <TextField label="Boots and bar started" type="date" hint="The first day in the brace, after the last cast." {...register('braceStartDate')} error={errors.braceStartDate?.message} />
      </div>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">The schedule your clinician prescribed</legend>
        <p className="text-sm text-slate-700">
          Most clinics prescribe 23 hours a day for about three months, then nights and naps until about age four. Change these to match what your
          child’s clinician told you.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Full time: hours a day" {...number} {...register('fullTimeHours')} error={errors.fullTimeHours?.message} />
          <TextField label="Full time: for how many weeks" {...number} {...register('fullTimeWeeks')} error={errors.fullTimeWeeks?.message} />
          <TextField label="Nights and naps: hours a day" {...number} {...register('partTimeHours')} error={errors.partTimeHours?.message} />
          <SelectField label="Nights and naps: until the age of" emptyLabel={null} options={endAgeOptions(child?.endAgeMonths ?? DEFAULT_SCHEDULE.endAgeMonths)} {...register('endAgeMonths')} />
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Next clinic visit (optional)" type="date" {...register('nextVisitDate')} error={errors.nextVisitDate?.message} />
        <SelectField label="Time zone" hint="Days are counted in this zone, so a night is never split the wrong way." emptyLabel={null} options={zones} {...register('timeZone')} error={errors.timeZone?.message} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
