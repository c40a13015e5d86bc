import type { AdminReferralRow, Specialist, SpecialistCard } from '../../../shared/api/referrals';
import { REFERRAL_RESPONSE_HOURS, requestReference } from '../../../shared/referrals';
import type { referralRequests, specialists } from '../../db/schema';

export type ReferralRow = typeof referralRequests.$inferSelect;
export type SpecialistRow = typeof specialists.$inferSelect;

/** Hours a request has waited for its specialists (until matched), and whether the 48-hour promise is broken. */
export function waiting(row: Pick<ReferralRow, 'createdAt' | 'matchedAt' | 'status'>, now = new Date()) {
  const end = row.matchedAt ?? (row.status === 'new' ? now : row.createdAt);
  const waitedHours = Math.max(0, Math.round(((end.getTime() - row.createdAt.getTime()) / 3_600_000) * 10) / 10);
  return { waitedHours, overdue: row.status === 'new' && waitedHours > REFERRAL_RESPONSE_HOURS };
}

export function presentCard(row: SpecialistRow): SpecialistCard {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    clinic: row.clinic,
    city: row.city,
    country: row.country,
    languages: row.languages,
    email: row.email,
    phone: row.phone,
    website: row.website,
    ponsetiTrained: row.ponsetiTrained,
  };
}

export function presentSpecialist(row: SpecialistRow): Specialist {
  return { ...presentCard(row), acceptingNewPatients: row.acceptingNewPatients, notes: row.notes, demo: row.demo, updatedAt: row.updatedAt.toISOString() };
}

export function presentQueueRow(row: ReferralRow): AdminReferralRow {
  return {
    id: row.id,
    reference: requestReference('referral', row.id),
    status: row.status,
    name: `${row.firstName} ${row.lastName}`,
    country: row.country,
    city: row.city,
    urgency: row.urgency,
    treatmentStage: row.treatmentStage,
    createdAt: row.createdAt.toISOString(),
    ...waiting(row),
    fromMember: row.userId !== null,
  };
}
