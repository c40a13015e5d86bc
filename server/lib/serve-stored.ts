import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';
import type { ByteRange, FileInfo } from './storage';

/** A single byte range of a file `size` long (`bytes=a-b`, `bytes=a-`, `bytes=-n`); null for none, 'bad' for one that cannot be served. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: the whole file is a correct answer.
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return 'bad';
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size) return 'bad';
  return { start, end };
}

/**
 * Sends a stored file (the caller has checked who asks), whichever store holds it, with `headers`
 * (its type, caching): HEAD without reading it, a Range request as a 206, an impossible range as a 416.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  info: FileInfo,
  read: (range?: ByteRange) => Promise<Readable | null>,
  headers: Record<string, string>,
) {
  const range = parseRange(request.headers.range, info.size);
  if (range === 'bad') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send({ message: 'That part of the file does not exist' });
  }
  reply.headers(headers).header('accept-ranges', 'bytes');
  // HEAD: the headers only, without reading the file (an empty stream keeps the length set here).
  if (request.method === 'HEAD') return reply.header('content-length', String(info.size)).send(Readable.from([]) as never);
  const body = await read(range ?? undefined);
  // Removed between the two looks.
  if (!body) throw notFound('File not found');
  if (!range) return reply.header('content-length', String(info.size)).send(body as never);
  return reply
    .code(206 as never)
    .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(body as never);
}
