import { donationStatuses, donationTypes, type DonationStatus, type DonationType } from '@shared/donations';
import { useDonationStatusLabel } from '@client/components/donation-status-badge';
import { useT } from '@client/lib/i18n';
import { ListFilter } from '../../components/list-filter';
import { adminMessages } from '../../messages';
import { GIFT_TYPE_KEYS } from '../labels';

type Props = {
  status: DonationStatus | null;
  type: DonationType | null;
  onStatus: (status: DonationStatus | null) => void;
  onType: (type: DonationType | null) => void;
};

/** Status and type apply as soon as they change. */
export function DonationFilters({ status, type, onStatus, onType }: Props) {
  const t = useT(adminMessages);
  const statusLabel = useDonationStatusLabel();
  const statusLabels = Object.fromEntries(donationStatuses.map((value) => [value, statusLabel(value)])) as Record<DonationStatus, string>;
  const typeLabels = { 'one-time': t(GIFT_TYPE_KEYS['one-time']), monthly: t(GIFT_TYPE_KEYS.monthly) };
  return (
    <div role="group" aria-label={t('donations.filters')} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <ListFilter label={t('donations.statusFilter')} value={status} options={donationStatuses} labels={statusLabels} onChange={onStatus} />
      <ListFilter label={t('donations.typeFilter')} value={type} options={donationTypes} labels={typeLabels} onChange={onType} />
    </div>
  );
}
