import type { ServerResponse } from 'node:http';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Listen } from '../../db';
import { messages, notifications, sessions, users } from '../../db/schema';
import { presentNotice, unreadNoticeCount } from '../notices';
import { presentMessage, presentMessageMember } from '../present-message';
import { channelNotice, MESSAGES_CHANNEL, type ChannelNotice } from './channel';

/** One open `GET /api/messages/stream`. */
export type StreamClient = {
  userId: string;
  sessionId: string;
  raw: ServerResponse;
};

export type HubOptions = {
  heartbeatMs: number;
  /** Sessions are checked every this many heartbeats, so a signed-out or suspended member's streams end. */
  sessionCheckEvery: number;
  /** A stream whose unsent output passes this is closed; the browser reconnects and catches up. */
  maxBufferedBytes: number;
  maxStreamsPerUser: number;
};

const DEFAULTS: HubOptions = { heartbeatMs: 20_000, sessionCheckEvery: 3, maxBufferedBytes: 1 << 20, maxStreamsPerUser: 12 };

export type UnreadTotalOf = (userId: string) => Promise<number>;

/**
 * This instance's open message streams and its one LISTEN connection. A notification names the two
 * members; if either has a stream here, the rows are read once and written to each of their streams.
 * Notifications are handled in arrival order, a batch at a time, with one query per batch. A
 * notification is only ever heard after the transaction that wrote its row has committed (see
 * notifyMembers), so a row that cannot be read was deleted since, and there is nothing to deliver.
 */
export class MessageHub {
  private readonly clients = new Map<string, Set<StreamClient>>();
  private readonly options: HubOptions;
  private pending: ChannelNotice[] = [];
  private draining: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticks = 0;

  constructor(
    private readonly db: Db,
    private readonly listen: Listen,
    private readonly unreadTotalOf: UnreadTotalOf,
    private readonly log: FastifyBaseLogger,
    options: Partial<HubOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  async start() {
    this.unlisten = await this.listen(
      MESSAGES_CHANNEL,
      (payload) => this.receive(payload),
      () => this.catchUpAll(),
    );
    this.timer = setInterval(() => void this.heartbeat(), this.options.heartbeatMs);
    this.timer.unref();
  }

  /** Ends every stream (the browsers reconnect to another instance) and stops listening. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const set of this.clients.values()) for (const client of set) client.raw.end();
    this.clients.clear();
    await this.draining;
    await this.unlisten?.();
    this.unlisten = null;
  }

  get streamCount() {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  add(client: StreamClient) {
    let set = this.clients.get(client.userId);
    if (!set) {
      set = new Set();
      this.clients.set(client.userId, set);
    }
    if (set.size >= this.options.maxStreamsPerUser) {
      const oldest = set.values().next().value;
      if (oldest) this.drop(oldest);
    }
    set.add(client);
  }

  remove(client: StreamClient) {
    const set = this.clients.get(client.userId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.clients.delete(client.userId);
  }

  private drop(client: StreamClient) {
    this.remove(client);
    client.raw.end();
  }

  /** Writes one event; a stream that stopped reading is closed rather than buffered without end. */
  send(client: StreamClient, event: string, data: unknown, id?: number) {
    if (client.raw.writableEnded || client.raw.destroyed) return this.remove(client);
    const frame = `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    client.raw.write(frame);
    if (client.raw.writableLength > this.options.maxBufferedBytes) this.drop(client);
  }

  private receive(payload: string) {
    const parsed = channelNotice.safeParse(safeJson(payload));
    if (!parsed.success) return;
    if (!parsed.data.u.some((userId) => this.clients.has(userId))) return;
    this.pending.push(parsed.data);
    if (!this.draining) this.draining = this.drain().finally(() => (this.draining = null));
  }

  private async drain() {
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      try {
        await this.deliver(batch);
      } catch (error) {
        this.log.warn({ err: error }, 'message delivery failed; streams will catch up');
        this.catchUpAll();
      }
    }
  }

  private async deliver(batch: ChannelNotice[]) {
    const messageIds = batch.flatMap((item) => (item.t === 'message' ? [item.id] : []));
    const rows = messageIds.length ? await this.db.select().from(messages).where(inArray(messages.id, messageIds)) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const userIds = [...new Set(batch.flatMap((item) => (item.t === 'message' ? item.u : [])))];
    const people = userIds.length
      ? await this.db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            profileImageUrl: users.profileImageUrl,
            deletedAt: users.deletedAt,
            suspendedAt: users.suspendedAt,
          })
          .from(users)
          .where(inArray(users.id, userIds))
      : [];
    const personById = new Map(people.map((person) => [person.id, presentMessageMember(person)]));

    for (const item of batch) {
      if (item.t === 'message') {
        const row = byId.get(item.id);
        if (!row) continue;
        const message = presentMessage(row);
        for (const userId of item.u) {
          const otherId = item.u[0] === userId ? item.u[1] : item.u[0];
          const member = personById.get(otherId);
          if (member) this.toUser(userId, 'message', { message, member }, message.id);
        }
      } else if (item.t === 'read') {
        for (const userId of item.u) {
          if (!this.clients.has(userId)) continue;
          const unreadTotal = userId === item.r ? await this.unreadTotalOf(userId) : null;
          this.toUser(userId, 'read', { conversationId: item.c, readerId: item.r, upTo: item.upTo, unreadTotal });
        }
      } else if (item.t === 'removed') {
        for (const userId of item.u) this.toUser(userId, 'removed', { conversationId: item.c, messageId: item.id });
      } else {
        const [row] = await this.db.select().from(notifications).where(eq(notifications.id, item.id));
        if (!row) continue;
        this.toUser(row.userId, 'notice', { notice: presentNotice(row), unreadCount: await unreadNoticeCount(this.db, row.userId) });
      }
    }
  }

  private toUser(userId: string, event: string, data: unknown, id?: number) {
    const set = this.clients.get(userId);
    if (!set) return;
    for (const client of [...set]) this.send(client, event, data, id);
  }

  /** Notifications may have been missed: every stream is told its unread total, and browsers refetch. */
  private catchUpAll() {
    for (const [userId, set] of this.clients) {
      void this.unreadTotalOf(userId).then(
        (unreadTotal) => {
          for (const client of [...set]) this.send(client, 'ready', { unreadTotal });
        },
        () => {},
      );
    }
  }

  /** A comment line keeps proxies from closing idle streams; now and then, ended sessions are dropped. */
  private async heartbeat() {
    this.ticks += 1;
    for (const set of this.clients.values()) {
      for (const client of [...set]) {
        if (client.raw.writableEnded || client.raw.destroyed) this.remove(client);
        else client.raw.write(': ping\n\n');
      }
    }
    if (this.ticks % this.options.sessionCheckEvery !== 0 || this.clients.size === 0) return;
    const all = [...this.clients.values()].flatMap((set) => [...set]);
    try {
      const live = await this.db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(
              sessions.id,
              all.map((client) => client.sessionId),
            ),
            sql`${sessions.expiresAt} > now()`,
            sql`${users.suspendedAt} is null and ${users.deletedAt} is null`,
          ),
        );
      const alive = new Set(live.map((row) => row.id));
      for (const client of all) if (!alive.has(client.sessionId)) this.drop(client);
    } catch (error) {
      this.log.warn({ err: error }, 'could not check message stream sessions');
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
