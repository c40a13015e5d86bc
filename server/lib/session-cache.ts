import type { Listen } from '../db';
import type { users } from '../db/schema';

/** The channel migration 0027's triggers notify on, with a member's id (or "*" for everyone) when it commits. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** How long a session read from the database is trusted without asking again (a safety net: notices forget it sooner). */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 5_000;

export type KeptSession = {
  userId: string;
  expiresAt: Date;
  lastUsedAt: Date;
  /** Shared by every request that finds it here: read it, never change it (frozen). */
  user: Readonly<typeof users.$inferSelect>;
};

/**
 * Sessions and their members kept in this process for a few seconds, so a signed-in request asks the
 * database nothing (decision 0027). Only for PGlite: one process owns the database, so the notices its
 * triggers raise on every change of a session or a member (sign-out, suspension, a new role, a deleted
 * account, a direct write) reach this process as the change commits, before the writer answers.
 */
export class SessionCache {
  private readonly entries = new Map<string, KeptSession & { keptUntil: number }>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Raised by every notice: a read that started before one must not keep what it read. */
  private generation = 0;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly max = SESSION_CACHE_MAX,
  ) {}

  async start(listen: Listen) {
    this.unlisten = await listen(SESSION_CHANGES_CHANNEL, (payload) => this.forget(payload));
  }

  async stop() {
    await this.unlisten?.();
    this.unlisten = null;
    this.forget('*');
  }

  /** The session kept under `id`, or undefined (never kept, forgotten, or its few seconds are over). */
  get(id: string, now = Date.now()): KeptSession | undefined {
    const kept = this.entries.get(id);
    if (kept && kept.keptUntil <= now) {
      this.remove(id, kept.userId);
      return undefined;
    }
    return kept;
  }

  /** Taken before reading a session from the database, and handed to keep() with what was read. */
  mark() {
    return this.generation;
  }

  keep(id: string, session: KeptSession, mark: number, now = Date.now()) {
    if (mark !== this.generation) return;
    this.remove(id, session.userId);
    this.entries.set(id, { ...session, user: Object.freeze({ ...session.user }), keptUntil: now + this.ttlMs });
    let ids = this.byUser.get(session.userId);
    if (!ids) this.byUser.set(session.userId, (ids = new Set()));
    ids.add(id);
    if (this.entries.size > this.max) {
      const [oldestId, oldest] = this.entries.entries().next().value as [string, KeptSession];
      this.remove(oldestId, oldest.userId);
    }
  }

  /** A member's sessions (or, for "*", everyone's) are read from the database again. */
  forget(userId: string) {
    this.generation += 1;
    if (userId === '*') {
      this.entries.clear();
      this.byUser.clear();
      return;
    }
    for (const id of this.byUser.get(userId) ?? []) this.entries.delete(id);
    this.byUser.delete(userId);
  }

  get size() {
    return this.entries.size;
  }

  private remove(id: string, userId: string) {
    if (!this.entries.delete(id)) return;
    const ids = this.byUser.get(userId);
    ids?.delete(id);
    if (ids?.size === 0) this.byUser.delete(userId);
  }
}
