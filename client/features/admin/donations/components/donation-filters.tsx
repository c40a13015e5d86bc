import { useId } from 'react';
import { donationStatuses, donationTypes, type DonationStatus, type DonationType } from '@shared/donations';
import { DONATION_STATUS_LABELS } from '@client/components/donation-status-badge';
import { inputClass } from '@client/components/ui/field';
import { GIFT_TYPE_LABELS } from '@client/features/donations/api';


type Props = {
  status: DonationStatus | null;
  type: DonationType | null;
  onStatus: (status: DonationStatus | null) => void;
  onType: (type: DonationType | null) => void;
};

function Filter<T extends string>({ label, value, options, labels, onChange }: { label: string; value: T | null; options: readonly T[]; labels: Record<T, string>; onChange: (value: T | null) => void }) {
  const id = useId();
  return (
    <div className="space-y-1 sm:w-44">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || null) as T | null)} className={inputClass}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Status and type apply as soon as they change. */
export function DonationFilters({ status, type, onStatus, onType }: Props) {
  return (
    <div role="group" aria-label="Filter donations" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Filter label="Status" value={status} options={donationStatuses} labels={DONATION_STATUS_LABELS} onChange={onStatus} />
      <Filter label="Type" value={type} options={donationTypes} labels={GIFT_TYPE_LABELS} onChange={onType} />
    </div>
  );
}
