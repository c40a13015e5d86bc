import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { splitCentsOf } from '../../../shared/donations';
import { membershipSplitCents } from '../../../shared/memberships';
import type { Db } from '../../db';
import { donationPayments, donations, membershipPayments, memberships } from '../../db/schema';
import { receiptReference } from './present';

/**
 * A member's yearly statement for their tax records (issue 29): every paid membership payment and
 * every paid gift of the calendar year (UTC), with the total. CSV, so any spreadsheet opens it.
 */
type Refundable = { amountCents: number; refundedCents: number };
/** What the member gave: a payment less what the provider gave back. */
const netOf = (payment: Refundable) => payment.amountCents - payment.refundedCents;
const withRefund = (description: string, payment: Refundable) =>
  payment.refundedCents === 0 ? description : `${description} (${payment.refundedCents >= payment.amountCents ? 'refunded' : `${(payment.refundedCents / 100).toFixed(2)} refunded`})`;

export type StatementLine = { date: Date; kind: 'membership' | 'gift'; description: string; amountCents: number; charitiesCents: number; reference: string };

export async function statementLines(db: Db, userId: string, year: number): Promise<StatementLine[]> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const membershipRows = await db
    .select({ payment: membershipPayments, membership: memberships })
    .from(membershipPayments)
    .innerJoin(memberships, eq(memberships.id, membershipPayments.membershipId))
    .where(and(eq(memberships.userId, userId), eq(membershipPayments.status, 'paid'), gte(membershipPayments.paidAt, from), lt(membershipPayments.paidAt, to)))
    .orderBy(asc(membershipPayments.paidAt));
  const giftRows = await db
    .select({ payment: donationPayments, gift: donations })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .where(and(eq(donations.userId, userId), eq(donationPayments.status, 'paid'), gte(donationPayments.paidAt, from), lt(donationPayments.paidAt, to)))
    .orderBy(asc(donationPayments.paidAt));
  const lines: StatementLine[] = [
    ...membershipRows.map(({ payment, membership }) => ({
      date: payment.paidAt!,
      kind: 'membership' as const,
      description: withRefund(`${membership.interval === 'month' ? 'Monthly' : 'Yearly'} supporting membership`, payment),
      amountCents: netOf(payment),
      charitiesCents: membershipSplitCents(netOf(payment)).charities,
      reference: receiptReference(payment),
    })),
    ...giftRows.map(({ payment, gift }) => ({
      date: payment.paidAt!,
      kind: 'gift' as const,
      description: withRefund(gift.type === 'monthly' ? 'Monthly gift' : 'One-time gift', payment),
      amountCents: netOf(payment),
      charitiesCents: splitCentsOf(netOf(payment)).charities,
      reference: payment.id.slice(0, 8).toUpperCase(),
    })),
  ];
  return lines.sort((a, b) => a.date.getTime() - b.date.getTime());
}

const money = (cents: number) => (cents / 100).toFixed(2);

export function statementCsv(lines: StatementLine[], year: number, organisation: { name: string; charityNumber?: string | null }) {
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const charities = lines.reduce((sum, line) => sum + line.charitiesCents, 0);
  const rows = [
    `# Statement of giving ${year}, ${organisation.name}${organisation.charityNumber ? ` (charity ${organisation.charityNumber})` : ''}`,
    'date,kind,description,amount_usd,to_charities_usd,reference',
    ...lines.map((line) => [line.date.toISOString().slice(0, 10), line.kind, line.description, money(line.amountCents), money(line.charitiesCents), line.reference].join(',')),
    `total,,,${money(total)},${money(charities)},`,
  ];
  return `${rows.join('\n')}\n`;
}
