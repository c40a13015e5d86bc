import { donationStatuses, donationTypes, type DonationStatus, type DonationType } from '@shared/donations';
import { DONATION_STATUS_LABELS } from '@client/components/donation-status-badge';
import { GIFT_TYPE_LABELS } from '@shared/donations';
import { ListFilter } from '../../components/list-filter';

type Props = {
  status: DonationStatus | null;
  type: DonationType | null;
  onStatus: (status: DonationStatus | null) => void;
  onType: (type: DonationType | null) => void;
};

/** Status and type apply as soon as they change. */
export function DonationFilters({ status, type, onStatus, onType }: Props) {
  return (
    <div role="group" aria-label="Filter donations" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <ListFilter label="Status" value={status} options={donationStatuses} labels={DONATION_STATUS_LABELS} onChange={onStatus} />
      <ListFilter label="Type" value={type} options={donationTypes} labels={GIFT_TYPE_LABELS} onChange={onType} />
    </div>
  );
}
