import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BraceChild, ChildBody } from '@shared/api/brace';
import { CHILD_NAME_MAX, DEFAULT_SCHEDULE, isDay, SCHEDULE_LIMITS } from '@shared/brace';
import { SelectField, TextField } from '@client/components/ui/field';
import { Button } from '@client/components/ui/button';
import { type Translate, useT } from '@client/lib/i18n';
import { braceMessages } from '../messages';

type T = Translate<typeof braceMessages.en>;

const day = (message: string) => z.string().refine(isDay, message);
const whole = (min: number, max: number, message: (range: { min: number; max: number }) => string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, message({ min, max }))
    .transform(Number);

/** The form's rules, their messages in the page's language. */
const childFormSchema = (t: T) =>
  z
    .object({
      name: z.string().trim().min(1, t('child.nameMissing')).max(CHILD_NAME_MAX, t('child.nameMax', { max: CHILD_NAME_MAX })),
      birthDate: day(t('child.birthDateMissing')),
      braceStartDate: day(t('child.braceStartMissing')),
      fullTimeHours: whole(SCHEDULE_LIMITS.hours.min, SCHEDULE_LIMITS.hours.max, (range) => t('child.hoursRange', range)),
      fullTimeWeeks: whole(SCHEDULE_LIMITS.fullTimeWeeks.min, SCHEDULE_LIMITS.fullTimeWeeks.max, (range) => t('child.weeksRange', range)),
      partTimeHours: whole(SCHEDULE_LIMITS.hours.min, SCHEDULE_LIMITS.hours.max, (range) => t('child.hoursRange', range)),
      endAgeMonths: z.string().transform(Number),
      timeZone: z.string().min(1, t('child.zoneMissing')),
      nextVisitDate: z.string().refine((value) => value === '' || isDay(value), t('child.visitInvalid')),
    })
    .refine((values) => !isDay(values.birthDate) || !isDay(values.braceStartDate) || values.braceStartDate >= values.birthDate, {
      path: ['braceStartDate'],
      message: t('child.startBeforeBirth'),
    });
type ChildInput = z.input<ReturnType<typeof childFormSchema>>;
type ChildOutput = z.output<ReturnType<typeof childFormSchema>>;

/** "Until the age of …": the usual choices, and whatever the clinician set if it is another. */
function endAgeOptions(current: number, t: T) {
  const months = [24, 36, 48, 54, 60];
  if (!months.includes(current)) months.push(current);
  return months
    .sort((a, b) => a - b)
    .map((value) => ({
      value: String(value),
      label: t('child.age', { hasMonths: value % 12 ? 'yes' : 'no', years: Math.floor(value / 12), months: value % 12 }),
    }));
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
  const t = useT(braceMessages);
  const schema = useMemo(() => childFormSchema(t), [t]);
  const { register, handleSubmit, formState } = useForm<ChildInput, unknown, ChildOutput>({ resolver: zodResolver(schema), defaultValues: defaults(child) });
  const errors = formState.errors;
  const zones = useMemo(() => zoneOptions(child?.timeZone ?? browserZone()), [child?.timeZone]);
  const number = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <form onSubmit={handleSubmit((values) => onSave(toBody(values)))} noValidate aria-label={child ? t('child.formLabel', { name: child.name }) : t('child.setUpLabel')} className="space-y-5">
      <TextField label={t('child.name')} autoComplete="off" maxLength={CHILD_NAME_MAX} {...register('name')} error={errors.name?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('child.birthDate')} type="date" {...register('birthDate')} error={errors.birthDate?.message} />
        <TextField label={t('child.braceStart')} type="date" hint={t('child.braceStartHint')} {...register('braceStartDate')} error={errors.braceStartDate?.message} />
      </div>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('child.schedule')}</legend>
        <p className="text-sm text-slate-700">{t('child.scheduleText')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('child.fullTimeHours')} {...number} {...register('fullTimeHours')} error={errors.fullTimeHours?.message} />
          <TextField label={t('child.fullTimeWeeks')} {...number} {...register('fullTimeWeeks')} error={errors.fullTimeWeeks?.message} />
          <TextField label={t('child.partTimeHours')} {...number} {...register('partTimeHours')} error={errors.partTimeHours?.message} />
          <SelectField label={t('child.endAge')} emptyLabel={null} options={endAgeOptions(child?.endAgeMonths ?? DEFAULT_SCHEDULE.endAgeMonths, t)} {...register('endAgeMonths')} />
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('child.nextVisit')} type="date" {...register('nextVisitDate')} error={errors.nextVisitDate?.message} />
        <SelectField label={t('child.timeZone')} hint={t('child.timeZoneHint')} emptyLabel={null} options={zones} {...register('timeZone')} error={errors.timeZone?.message} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? t('common.saving') : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
