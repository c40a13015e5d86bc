/**
 * Where stored files live (issue 28), from one setting:
 *   unset or `file:`      the local folder DATA_DIR (uploads/, files/, videos/), the default;
 *   `s3://bucket/prefix?endpoint=https://…&region=…&forcePathStyle=true`
 *                         an S3-compatible object store. Credentials come from the URL's user part
 *                         (`s3://KEY:SECRET@bucket`) or, better, from the SDK's usual sources
 *                         (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, an instance role…).
 */
export type StorageLocation =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Every key starts with this ('' or ending in '/'). */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Parses STORAGE_URL; throws an Error whose message says what is wrong. */
export function parseStorageUrl(value: string | undefined): StorageLocation {
  if (!value || value === 'file:') return { kind: 'local' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('STORAGE_URL: not a URL (use s3://bucket/prefix?endpoint=…&region=…, or leave it unset for the local folder)');
  }
  if (url.protocol !== 's3:') throw new Error(`STORAGE_URL: ${url.protocol} is not supported (s3:// or unset)`);
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw new Error('STORAGE_URL: the bucket name must be 3 to 63 lower-case letters, digits, dots or hyphens');
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error('STORAGE_URL: endpoint must be an http(s) address');
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(secret)) throw new Error('STORAGE_URL: give both the access key and the secret, or neither');
  return {
    kind: 's3',
    bucket,
    prefix: path ? `${path}/` : '',
    endpoint,
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    // Most self-hosted stores (MinIO, Garage, s3rver) want path-style addresses; AWS does not need them.
    forcePathStyle: (url.searchParams.get('forcePathStyle') ?? (endpoint ? 'true' : 'false')) === 'true',
    credentials: user ? { accessKeyId: user, secretAccessKey: secret } : undefined,
  };
}
