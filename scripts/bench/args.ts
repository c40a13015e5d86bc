import { parseArgs } from 'node:util';

export type BenchOptions = {
  /** Data set size: seedDemoContent runs at 50 × scale. */
  scale: number;
  /** Seconds of load per endpoint. */
  duration: number;
  connections: number;
  /** Load only the endpoints whose name or id contains one of these (lower case); null for all. */
  only: string[] | null;
  /** Audit only the Lighthouse pages whose name or path contains one of these (lower case); null for all. */
  pages: string[] | null;
  skipLighthouse: boolean;
  skipPostgres: boolean;
  skipPglite: boolean;
  skipOverload: boolean;
  skipMessaging: boolean;
  skipAnalytics: boolean;
  /** Print each Lighthouse page's opportunities and diagnostics with their URLs, bytes and milliseconds. */
  lighthouseDetails: boolean;
};

export const usage = `Usage: npm run bench -- [options]
  --scale N             data set size (default 1 = seedDemoContent scale 50)
  --duration S          seconds of load per endpoint (default 5, at most 60)
  --connections N       concurrent connections (default 50)
  --only TEXT           load only the endpoints whose name or id contains TEXT (case-insensitive; repeat it or
                        separate with commas), e.g. --only forum-topic-list,current-user; it also leaves out
                        messages, analytics and overload (not endpoint rows), and the 1,000,000 buddy profiles
                        unless a buddy endpoint is chosen. (The demo videos are seeded only when a chosen
                        endpoint or Lighthouse page shows them.)
  --pages TEXT          Lighthouse only the pages whose name or path contains TEXT (repeat or comma-separate),
                        e.g. --pages home,about
  --skip-lighthouse     do not run Lighthouse
  --skip-postgres       PGlite only, even when DATABASE_URL or TEST_DATABASE_URL is set
  --skip-pglite         PostgreSQL only (needs DATABASE_URL or TEST_DATABASE_URL); Lighthouse, which runs on PGlite, too
  --skip-overload       do not measure POST /api/forum/posts at twice its saturation
  --skip-messaging      do not measure message delivery on open streams
  --skip-analytics      do not generate a year of page views nor load the analytics figures
  --lighthouse-details  print each audited page's metrics, LCP breakdown and flagged performance audits (ids, URLs,
                        bytes, ms), and keep the full reports (JSON) in the temporary folder
  --help

The run ends with issue 23's table: each figure, its target and whether it was met ("not measured" when
its engine, row or page was left out). A quick run of one row on PGlite (a minute or two, seeding included):
  npm run bench -- --skip-postgres --skip-lighthouse --only forum-topic-list --duration 2
Lighthouse only, on two pages:
  npm run bench -- --skip-postgres --only health --duration 1 --pages home,about --lighthouse-details`;

function positiveNumber(name: string, raw: string | undefined, fallback: number, max: number) {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new Error(`--${name} must be a number above 0 and at most ${max} (got "${raw}")`);
  }
  return value;
}

/** Repeated and comma-separated filters as one list of lower-case substrings, or null when none was given. */
function filters(name: string, raw: string[] | undefined) {
  if (!raw?.length) return null;
  const list = raw.flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase());
  if (list.some((value) => !value)) throw new Error(`--${name} needs non-empty text (got "${raw.join('", "')}")`);
  return list;
}

/** Whether `fields` (a name, an id, a path) contain one of the filters; everything matches no filter. */
export function matchesFilter(filter: string[] | null, ...fields: string[]) {
  if (!filter) return true;
  const haystack = fields.map((field) => field.toLowerCase());
  return filter.some((needle) => haystack.some((field) => field.includes(needle)));
}

/** Parses the command line; returns null when --help was asked for. */
export function parseBenchArgs(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string', multiple: true },
      pages: { type: 'string', multiple: true },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-postgres': { type: 'boolean', default: false },
      'skip-pglite': { type: 'boolean', default: false },
      'skip-overload': { type: 'boolean', default: false },
      'skip-messaging': { type: 'boolean', default: false },
      'skip-analytics': { type: 'boolean', default: false },
      'lighthouse-details': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return null;
  const only = filters('only', values.only);
  return {
    scale: positiveNumber('scale', values.scale, 1, 100),
    duration: positiveNumber('duration', values.duration, 5, 60),
    connections: Math.round(positiveNumber('connections', values.connections, 50, 1000)),
    only,
    pages: filters('pages', values.pages),
    skipLighthouse: values['skip-lighthouse'] ?? false,
    skipPostgres: values['skip-postgres'] ?? false,
    skipPglite: values['skip-pglite'] ?? false,
    // --only measures endpoints: the sections that are not endpoint rows are left out with it.
    skipOverload: (values['skip-overload'] ?? false) || only !== null,
    skipMessaging: (values['skip-messaging'] ?? false) || only !== null,
    skipAnalytics: (values['skip-analytics'] ?? false) || only !== null,
    lighthouseDetails: values['lighthouse-details'] ?? false,
  };
}
