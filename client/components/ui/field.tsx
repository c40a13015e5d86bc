import { type ComponentProps, type ReactNode, useId } from 'react';
import { componentsMessages } from '@client/components/messages';
import { useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700';

type FrameProps = { label: string; error?: string; hint?: string; className?: string; id?: string };

/** Label, control, hint and error, tied together so the error is announced with the control. */
function FieldFrame({ label, error, hint, className, id, children }: FrameProps & { children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${controlId}-hint`} className="text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

export function TextField({ label, error, hint, className, id, ...props }: ComponentProps<'input'> & FrameProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} id={id}>
      {(control) => <input {...control} className={inputClass} {...props} />}
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, hint, className, id, ...props }: ComponentProps<'textarea'> & FrameProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} id={id}>
      {(control) => <textarea {...control} className={cn(inputClass, 'min-h-[120px] resize-y')} {...props} />}
    </FieldFrame>
  );
}

type SelectProps = ComponentProps<'select'> & FrameProps & { options: readonly { value: string; label: string }[]; emptyLabel?: string | null };

/** A native select whose first choice ('Not set' unless told otherwise) stands for no value (sent as null); `emptyLabel={null}` when a choice is needed. */
export function SelectField({ label, options, error, hint, className, id, emptyLabel, ...props }: SelectProps) {
  const t = useT(componentsMessages);
  const empty = emptyLabel === undefined ? t('form.notSet') : emptyLabel;
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} id={id}>
      {(control) => (
        <select {...control} className={inputClass} {...props}>
          {empty === null ? null : <option value="">{empty}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: string };

/** A native checkbox with its label beside it and, below, what it does. */
export function CheckboxField({ label, hint, className, id, ...props }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        type="checkbox"
        id={controlId}
        aria-describedby={hint ? `${controlId}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-500 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        {...props}
      />
      <div className="space-y-0.5">
        <label htmlFor={controlId} className="block text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${controlId}-hint`} className="text-xs text-slate-700">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
