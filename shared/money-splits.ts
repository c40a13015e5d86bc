/**
 * How money is split between the charities and the platform, in cents, exact (receipts, statements,
 * the transparency page): the charities' share rounded down to the cent, the rest to the platform,
 * so the two always add up to what was paid. Donations give 80%, supporting memberships 50%.
 */
export function splitCents(cents: number, charityShare: number) {
  const charities = Math.floor(cents * charityShare + 1e-9);
  return { charities, platform: cents - charities };
}
