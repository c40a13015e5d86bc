import type { z } from 'zod';
import { EncodedJson, type Sharing } from './encoded-json';

/**
 * Answers kept in this process's memory while a version number (read from the database) stays the
 * same: a new version empties the cache, so every instance behind a load balancer serves what the
 * database holds now. At most `max` keys, the least recently used leave first. Promises are kept, so
 * concurrent requests for the same key share one computation; a failed one is forgotten.
 */
export class VersionedCache<T> {
  private version: number | null = null;
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly max: number) {}

  get(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (version !== this.version) {
      // An older version's request still computing keeps its own answer and stores nothing here.
      if (this.version !== null && version < this.version) return compute();
      this.version = version;
      this.entries.clear();
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * A route plugin's kept answers: the version is read (one small query) on every request, then the
 * answer for `key` is served from memory or computed, checked against its schema and serialised once.
 */
export function keptAnswers(max: number, versionOf: () => Promise<number>, sharing: Sharing = 'shared') {
  const kept = new VersionedCache<EncodedJson>(max);
  return async <S extends z.ZodType>(key: string, schema: S, compute: () => Promise<z.input<S>>) =>
    kept.get(await versionOf(), key, async () => EncodedJson.of(schema, await compute(), sharing));
}
