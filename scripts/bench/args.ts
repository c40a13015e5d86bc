import { parseArgs } from 'node:util';

export type BenchOptions = {
  /** Data set size: seedDemoContent runs at 50 × scale. */
  scale: number;
  /** Seconds of load per endpoint. */
  duration: number;
  connections: number;
  skipLighthouse: boolean;
  skipPostgres: boolean;
  skipOverload: boolean;
};

export const usage = `Usage: npm run bench -- [options]
  --scale N            data set size (default 1 = seedDemoContent scale 50)
  --duration S         seconds of load per endpoint (default 5, at most 60)
  --connections N      concurrent connections (default 50)
  --skip-lighthouse    do not run Lighthouse
  --skip-postgres      PGlite only, even when DATABASE_URL or TEST_DATABASE_URL is set
  --skip-overload      do not measure POST /api/forum/posts at twice its saturation
  --help`;

function positiveNumber(name: string, raw: string | undefined, fallback: number, max: number) {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new Error(`--${name} must be a number above 0 and at most ${max} (got "${raw}")`);
  }
  return value;
}

/** Parses the command line; returns null when --help was asked for. */
export function parseBenchArgs(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-postgres': { type: 'boolean', default: false },
      'skip-overload': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return null;
  return {
    scale: positiveNumber('scale', values.scale, 1, 100),
    duration: positiveNumber('duration', values.duration, 5, 60),
    connections: Math.round(positiveNumber('connections', values.connections, 50, 1000)),
    skipLighthouse: values['skip-lighthouse'] ?? false,
    skipPostgres: values['skip-postgres'] ?? false,
    skipOverload: values['skip-overload'] ?? false,
  };
}
