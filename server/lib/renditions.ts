import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { RENDITION_SOURCE, RENDITION_WIDTHS, RENDITIONS_PREFIX } from '../../shared/images';
import { type Storage, UPLOADS_PREFIX } from './storage';

/** At most this many bytes of copies kept per instance (the least recently asked for leave first). */
const KEPT_BYTES = 48 * 1024 * 1024;
/** WebP quality: at a card's size, indistinguishable from the original and a third of its bytes. */
const QUALITY = 74;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The site's own pictures may be replaced by a release: a day, then asked again (an ETag answers 304). */
const A_DAY = 'public, max-age=86400';

type Copy = { bytes: Buffer; etag: string };

/**
 * `GET /renditions/{width}/{images|uploads}/...`: a WebP copy of one of the site's own pictures at one of
 * the shared widths (never wider than the original). Made with sharp when first asked for and kept in
 * memory per instance, by the original's path and modification time; an upload's name never changes
 * meaning, so its copies are cached for good, a bundled picture's for a day. Uploads are read through
 * the storage (the local folder or the object store); the copies are this instance's own.
 */
export async function registerRenditions(app: FastifyInstance, roots: { clientDist: string; storage: Storage }) {
  const kept = new Map<string, Promise<Copy | null>>();
  const sizes = new Map<string, number>();
  let keptBytes = 0;

  /** Counts a made copy and lets the oldest go past the limit; one that could not be made is not kept. */
  const remember = (key: string, made: Copy | null) => {
    if (!made) {
      kept.delete(key);
      return null;
    }
    sizes.set(key, made.bytes.length);
    keptBytes += made.bytes.length;
    for (const oldKey of kept.keys()) {
      if (keptBytes <= KEPT_BYTES) break;
      if (oldKey === key) continue;
      kept.delete(oldKey);
      keptBytes -= sizes.get(oldKey) ?? 0;
      sizes.delete(oldKey);
    }
    return made;
  };

  type Original = { size: number; modified: number; bytes: () => Promise<Buffer | null> };
  /** The original (an upload in the storage, or a bundled picture inside the client's folder), or null. */
  const originalOf = async (source: string): Promise<Original | null> => {
    if (source.startsWith(UPLOADS_PREFIX)) {
      const name = source.slice(UPLOADS_PREFIX.length);
      const info = await roots.storage.stat(name);
      const bytes = async () => {
        const body = await roots.storage.read(name);
        return body ? Buffer.concat(await body.toArray()) : null;
      };
      return info && { size: info.size, modified: info.modified.getTime(), bytes };
    }
    const root = roots.clientDist;
    const file = path.resolve(root, source.slice(1));
    if (!file.startsWith(path.resolve(root) + path.sep)) return null;
    const stat = await fs.stat(file).catch(() => null);
    return stat?.isFile() ? { size: stat.size, modified: stat.mtimeMs, bytes: () => fs.readFile(file).catch(() => null) } : null;
  };

  const make = async (source: Original, width: number): Promise<Copy | null> => {
    const original = await source.bytes().catch(() => null);
    if (!original) return null;
    try {
      const bytes = await sharp(original, { limitInputPixels: 50_000_000 }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer();
      return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` };
    } catch {
      return null;
    }
  };

  app.get(`${RENDITIONS_PREFIX}:width/*`, async (request, reply) => {
    const { width: rawWidth, '*': rest } = request.params as { width: string; '*': string };
    const width = Number(rawWidth);
    const source = `/${rest}`;
    if (!RENDITION_WIDTHS.includes(width as (typeof RENDITION_WIDTHS)[number])) {
      return reply.status(404).send({ message: `Pictures are made ${RENDITION_WIDTHS.join(', ')} pixels wide` });
    }
    const original = RENDITION_SOURCE.test(source) ? await originalOf(source) : null;
    if (!original) return reply.status(404).send({ message: 'No such picture' });

    const key = `${width}:${source}:${original.modified}:${original.size}`;
    // Requests for the same copy while it is made share it; the least recently asked for leave first.
    let copy = kept.get(key);
    if (copy) kept.delete(key);
    else copy = make(original, width).then((made) => remember(key, made));
    kept.set(key, copy);
    const made = await copy;
    if (!made) return reply.status(404).send({ message: 'That picture could not be read' });
    reply.header('cache-control', source.startsWith(UPLOADS_PREFIX) ? IMMUTABLE : A_DAY).header('etag', made.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === made.etag) return reply.status(304).send();
    return reply.type('image/webp').send(made.bytes);
  });
}
