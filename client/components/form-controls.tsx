import { Switch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { Button } from '@client/components/ui/button';
import { commonMessages } from '@client/lib/common-messages';
import { useT } from '@client/lib/i18n';

type SwitchFieldProps = {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
};

/** A labelled on/off switch (role switch), with its explanation tied to it. */
export function SwitchField({ label, description, checked, onCheckedChange, onBlur, name }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="space-y-1">
        <label htmlFor={id} className="block font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-700">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        onBlur={onBlur}
        aria-describedby={`${id}-description`}
        className="relative mt-1 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}

export function SaveButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const t = useT(commonMessages);
  return (
    <Button type="submit" disabled={pending}>
      {pending ? t('action.saving') : children}
    </Button>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-slate-700">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
      <span>{label}</span>
    </div>
  );
}

export function PanelHeading({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{description}</p>
    </div>
  );
}
