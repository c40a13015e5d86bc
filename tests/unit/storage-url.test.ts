import { afterEach, describe, expect, it } from 'vitest';
import { parseStorageUrl } from '../../server/lib/storage-url';

describe('STORAGE_URL', () => {
  const region = process.env.AWS_REGION;
  afterEach(() => {
    if (region === undefined) delete process.env.AWS_REGION;
    else process.env.AWS_REGION = region;
  });

  it('is the local folder when unset, empty or file:', () => {
    expect(parseStorageUrl(undefined)).toEqual({ kind: 'local' });
    expect(parseStorageUrl('')).toEqual({ kind: 'local' });
    expect(parseStorageUrl('file:')).toEqual({ kind: 'local' });
  });

  it('reads a self-hosted store: credentials, prefix, endpoint, and path-style addresses', () => {
    expect(parseStorageUrl('s3://minio:se%2Fcret@clubfoot-media/site/prod/?endpoint=http://127.0.0.1:9000&region=eu-west-1')).toEqual({
      kind: 's3',
      bucket: 'clubfoot-media',
      prefix: 'site/prod/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'se/cret' },
    });
  });

  it('reads AWS: no endpoint, virtual-hosted addresses, the region from AWS_REGION, credentials from the SDK', () => {
    process.env.AWS_REGION = 'eu-central-1';
    expect(parseStorageUrl('s3://clubfoot.media')).toEqual({
      kind: 's3',
      bucket: 'clubfoot.media',
      prefix: '',
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(parseStorageUrl('s3://clubfoot-media?endpoint=https://s3.eu-central-003.backblazeb2.com&forcePathStyle=false')).toMatchObject({
      endpoint: 'https://s3.eu-central-003.backblazeb2.com',
      forcePathStyle: false,
    });
  });

  it.each([
    ['not a URL', 'clubfoot-media', /not a URL/],
    ['another scheme', 'gs://clubfoot-media', /gs: is not supported/],
    ['a bucket name too short', 's3://ab', /bucket name/],
    ['a bucket name in capitals', 's3://Clubfoot', /bucket name/],
    ['an endpoint that is no address', 's3://clubfoot-media?endpoint=ftp://host', /endpoint/],
    ['a key without its secret', 's3://key@clubfoot-media', /both the access key and the secret/],
  ])('refuses %s with a message saying what is wrong', (_title, value, message) => {
    expect(() => parseStorageUrl(value)).toThrow(message);
  });
});
