import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageLocation } from '../storage-url';

export type S3Location = Extract<StorageLocation, { kind: 's3' }>;

/** Plain SDK calls (the backup does not go through the site's storage layer, which it must outlive). */
export function s3ClientOf(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // Checksums only where S3 requires them: a streamed upload with one is sent aws-chunked, which several
    // S3-compatible stores (s3rver, older MinIO) keep as it arrives, framing and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(location.credentials ? { credentials: location.credentials } : {}),
  });
}

export async function listKeys(client: S3Client, bucket: string, prefix: string): Promise<{ key: string; size: number }[]> {
  const keys: { key: string; size: number }[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push({ key: object.Key, size: object.Size ?? 0 });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** One PUT per file: up to 5 GB each, far above anything this site stores or dumps. */
export async function uploadFile(client: S3Client, bucket: string, key: string, file: string) {
  const { size } = await fs.promises.stat(file);
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: fs.createReadStream(file), ContentLength: size }));
}

export async function downloadFile(client: S3Client, bucket: string, key: string, file: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await pipeline(object.Body as Readable, fs.createWriteStream(file));
}

export async function deleteKeys(client: S3Client, bucket: string, keys: string[]) {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
  }
}
