import type { FigurePair, FigureRange, FigureRanking, MemberFigures } from '../../../../shared/api/analytics-figures';
import type { Db } from '../../../db';
import { COMPLETENESS_BANDS } from '../rollups/members';
import { distinctKeysOf, pairOf, rankingOf, seriesOf, shareOf } from './read';

/** One decimal: an average completeness of 43.7% says enough. */
const oneDecimal = (pair: FigurePair): FigurePair => ({ value: Math.round(pair.value * 10) / 10, previous: Math.round(pair.previous * 10) / 10 });

/** Every band, in band order (not by size), each with its count even when none fall in it. */
async function completenessBands(db: Db, range: FigureRange): Promise<FigureRanking> {
  const counted = await rankingOf(db, 'members.completenessBand', range, undefined, { limit: COMPLETENESS_BANDS.length });
  const byKey = new Map(counted.rows.map((row) => [row.key, row]));
  return {
    rows: COMPLETENESS_BANDS.map(({ key }) => ({
      key,
      label: key,
      detail: null,
      href: null,
      value: byKey.get(key)?.value ?? 0,
      previous: byKey.get(key)?.previous ?? 0,
    })),
    total: counted.total,
    previousTotal: counted.previousTotal,
  };
}

/** The members section of /admin/analytics: the members rollups, and active members from the traffic rollups. */
export async function memberFigures(db: Db, range: FigureRange): Promise<MemberFigures> {
  const [signUps, verified, completeness, activeMembers, bands] = await Promise.all([
    seriesOf(db, 'members.signUps', range, 'week'),
    pairOf(db, 'members.verified', range),
    pairOf(db, 'members.completeness', range),
    // A member is active on a day they viewed a page signed in.
    distinctKeysOf(db, 'traffic.activeMember', range),
    completenessBands(db, range),
  ]);
  const madeInPeriod = { value: signUps.total, previous: signUps.previousTotal };
  return {
    range,
    signUps,
    verifiedShare: shareOf(verified, madeInPeriod),
    activeMembers,
    profileCompleteness: oneDecimal(shareOf(completeness, madeInPeriod)),
    completenessBands: bands,
  };
}
