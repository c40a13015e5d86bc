import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Below this size a response goes out as it is (the same threshold as @fastify/compress's). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli's quality for an answer: one shared by everyone (a topic list, an article) is compressed once
 * and sent many times, so it is worth quality 5; one member's own answer (their buddy suggestions) is
 * mostly sent once, and quality 1 compresses it in half the time for about a fifth more bytes.
 */
export type Sharing = 'shared' | 'personal';
const BROTLI_QUALITY: Record<Sharing, number> = { shared: 5, personal: 1 };

/**
 * A JSON answer serialised once and compressed at most once per encoding, for answers the server
 * keeps in memory (see VersionedCache): a kept answer then costs no serialising or compressing.
 */
export class EncodedJson {
  private brotli: Buffer | null = null;
  private gzipped: Buffer | null = null;

  private constructor(
    readonly json: string,
    private readonly sharing: Sharing,
  ) {}

  /** Checked against the route's response schema first, as Fastify's serializer would. */
  static of<S extends z.ZodType>(schema: S, value: z.input<S>, sharing: Sharing = 'shared'): EncodedJson {
    return new EncodedJson(JSON.stringify(schema.parse(value)), sharing);
  }

  br() {
    this.brotli ??= zlib.brotliCompressSync(this.json, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[this.sharing],
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.json),
      },
    });
    return this.brotli;
  }

  gzip() {
    this.gzipped ??= zlib.gzipSync(this.json, { level: this.sharing === 'shared' ? 6 : 1 });
    return this.gzipped;
  }
}

/** Whether the request's Accept-Encoding allows this coding (a q=0 refuses it). */
function accepts(request: FastifyRequest, coding: 'br' | 'gzip') {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedJson) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (body.json.length < COMPRESS_FROM_BYTES) return reply.send(body.json);
  if (accepts(request, 'br')) return reply.header('content-encoding', 'br').send(body.br());
  if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip());
  return reply.send(body.json);
}
