import type { FigurePair, FigureRange, TrafficFigures } from '../../../../shared/api/analytics-figures';
import type { Db } from '../../../db';
import { pairOf, rankingOf, seriesOf, shareOf, type Labelled } from './read';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** A language's name in English ("Spanish" for es); '' is a browser that named none. */
function languageName(code: string) {
  if (code === '') return 'Unknown';
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const pages = (keys: string[]) => new Map<string, Labelled>(keys.map((path) => [path, { label: path, href: path }]));
const languages = (keys: string[]) => new Map<string, Labelled>(keys.map((code) => [code, { label: languageName(code) }]));

/** Whole seconds: nobody reads a visit's length to the millisecond. */
const roundPair = (pair: FigurePair): FigurePair => ({ value: Math.round(pair.value), previous: Math.round(pair.previous) });

/** The traffic section of /admin/analytics, read from the traffic rollups. */
export async function trafficFigures(db: Db, range: FigureRange): Promise<TrafficFigures> {
  const [visitors, pageViews, bounces, durationSeconds, endedSessions, topPages, entryPages, referrers, devices, browsers, operatingSystems, languageRanking] =
    await Promise.all([
      seriesOf(db, 'traffic.visitors', range, 'day'),
      seriesOf(db, 'traffic.pageViews', range, 'day'),
      pairOf(db, 'traffic.bounces', range),
      pairOf(db, 'traffic.durationSeconds', range),
      pairOf(db, 'traffic.endedSessions', range),
      rankingOf(db, 'traffic.page', range, pages),
      rankingOf(db, 'traffic.entry', range, pages),
      rankingOf(db, 'traffic.referrer', range),
      rankingOf(db, 'traffic.device', range),
      rankingOf(db, 'traffic.browser', range),
      rankingOf(db, 'traffic.os', range),
      rankingOf(db, 'traffic.language', range, languages),
    ]);
  return {
    range,
    visitors,
    pageViews,
    averageDurationSeconds: roundPair(shareOf(durationSeconds, endedSessions)),
    bounceShare: shareOf(bounces, { value: visitors.total, previous: visitors.previousTotal }),
    topPages,
    entryPages,
    referrers,
    devices,
    browsers,
    operatingSystems,
    languages: languageRanking,
  };
}
