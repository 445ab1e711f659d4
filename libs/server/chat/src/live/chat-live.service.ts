import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Injectable, Logger, OnApplicationShutdown, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ChatEvent } from '@soundpost/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ChatPresenceRepository } from '../chats/chat-presence.repository';
import { ChatsService } from '../chats/chats.service';
import { ChatListenerRepository, ChatSignal } from './chat-listener.repository';
import { ChatLocalDeliveries, LocalDelivery } from './chat-local-deliveries';

/** A ping comment and the presence heartbeat, this often (proxies close streams silent for a minute). */
export const CHAT_PING_MS = 20_000;
/** What a client waits before reconnecting after the stream drops (the SSE `retry:`). */
export const CHAT_RETRY_MS = 3_000;
/** Messages read per statement when catching up. */
const PAGE = 500;
/** An own message held for the one before it (see deliverLocal) waits this long at most before a read. */
const HELD_MS = 500;
/** A client that stops reading has this much queued at most before its stream is closed (it resumes on reconnect). */
const MAX_QUEUED_BYTES = 1024 * 1024;

export type StreamViewer = { kind: 'artist'; userId: string } | { kind: 'staff'; userId: string };

interface Connection {
  viewer: StreamViewer;
  res: ServerResponse;
  /** The newest message id sent: live messages at or below it were in the backlog. */
  lastSent: bigint;
  /** Live messages that arrived while the backlog was read; null once live. */
  pending: Array<{ message: ChatEvent & { type: 'message' }; userId: string }> | null;
  presenceId: string | null;
}

const frame = (event: ChatEvent, id?: string): string => `${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The live chat on this API instance: its Server-Sent Event streams, fed by the Postgres signals
 * every instance listens to, so a message written through any instance reaches every stream.
 */
@Injectable()
export class ChatLiveService implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('ChatLive');
  readonly instanceId = randomUUID();
  private readonly connections = new Set<Connection>();
  /** The newest message id this instance has fanned out. */
  private fannedOut = 0n;
  private listening: Promise<void> | null = null;
  /** Listening, with the fan-out mark read. */
  private ready = false;
  private pumping = false;
  /** Own messages committed before the fan-out reached the id before them, by that id. */
  private readonly held = new Map<bigint, LocalDelivery>();
  private heldTimer: NodeJS.Timeout | null = null;
  private pumpAgain = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly chats: ChatsService,
    private readonly presence: ChatPresenceRepository,
    private readonly listener: ChatListenerRepository,
    private readonly adapterHost: HttpAdapterHost,
    private readonly deliveries: ChatLocalDeliveries,
  ) {
    deliveries.subscribe(
      (committed) => this.deliverLocal(committed),
      () => void this.pump(),
    );
  }

  onModuleInit(): void {
    // Streams never finish on their own: end them before the server waits for requests in flight
    // (the graceful drain closes the server first, then the application).
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (fastify && typeof fastify.addHook === 'function') {
      fastify.addHook('preClose', (done) => {
        void this.closeAll().finally(() => done());
      });
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.closeAll();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.closeAll();
  }

  /** Streams open on this instance now. */
  get size(): number {
    return this.connections.size;
  }

  /**
   * Answers the request with the event stream: messages after `after` first (none when null), then
   * live events, each message once, in id order.
   */
  async open(viewer: StreamViewer, after: string | null, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.ensureListening();
    const headers = { ...reply.getHeaders() } as Record<string, string | number | string[]>;
    reply.hijack();
    const res = reply.raw;
    // A stream is idle for long stretches: no socket timeout, TCP keep-alive on.
    request.raw.socket.setTimeout(0);
    request.raw.socket.setKeepAlive(true, CHAT_PING_MS);
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${CHAT_RETRY_MS}\n\n`);
    const connection: Connection = { viewer, res, lastSent: BigInt(after ?? '0'), pending: [], presenceId: null };
    this.connections.add(connection);
    res.on('close', () => void this.drop(connection));
    try {
      connection.presenceId = await this.presence.insert(this.instanceId, viewer.userId, viewer.kind, new Date());
      await this.listener.notifyNow({ t: 'presence', kind: viewer.kind, user_id: viewer.userId });
      if (after !== null) await this.sendBacklog(connection, after);
      // Live messages that came while the backlog was read, without the ones it already sent.
      const pending = connection.pending ?? [];
      connection.pending = null;
      for (const p of pending) this.sendMessage(connection, p.message);
      this.write(connection, { type: 'presence', staff_online: await this.chats.staffOnlineCount() });
    } catch (error) {
      this.logger.warn(`A chat stream failed to start: ${String(error)}`);
      res.end();
    }
  }

  /** Ends every stream (shutdown); their clients reconnect to another instance and resume. */
  async closeAll(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.heldTimer) clearTimeout(this.heldTimer);
    this.heldTimer = null;
    this.held.clear();
    const viewers = new Map([...this.connections].map((c) => [`${c.viewer.kind}:${c.viewer.userId}`, c.viewer]));
    for (const c of this.connections) {
      c.presenceId = null;
      c.res.end();
    }
    this.connections.clear();
    await this.presence.removeInstance(this.instanceId).catch(() => undefined);
    // The other instances' streams learn who left with this one.
    for (const v of viewers.values()) await this.listener.notifyNow({ t: 'presence', kind: v.kind, user_id: v.userId }).catch(() => undefined);
    await this.listener.stop();
  }

  private ensureListening(): Promise<void> {
    if (this.listening) return this.listening;
    this.closed = false;
    this.listening = (async () => {
      // The mark first: a message committed before LISTEN is caught up by the next signal's read.
      this.fannedOut = BigInt(await this.chats.latestMessageId());
      await this.listener.listen(
        (signal) => this.onSignal(signal),
        // Signals may have been missed while the connection was down: catch up from the last id fanned out.
        () => void this.pump(),
      );
      this.heartbeat = setInterval(() => void this.beat(), CHAT_PING_MS);
      this.heartbeat.unref();
      this.ready = true;
    })().catch((error: unknown) => {
      this.listening = null;
      throw error;
    });
    return this.listening;
  }

  private async beat(): Promise<void> {
    for (const c of this.connections) if (c.pending === null && !c.res.writableEnded && !c.res.destroyed) c.res.write(': ping\n\n');
    await this.presence.heartbeat(this.instanceId, new Date()).catch((error: unknown) => this.logger.warn(`Chat presence heartbeat failed: ${String(error)}`));
  }

  private async drop(connection: Connection): Promise<void> {
    this.connections.delete(connection);
    if (!connection.presenceId) return;
    const id = connection.presenceId;
    connection.presenceId = null;
    await this.presence.remove(id).catch(() => undefined);
    if (!this.closed) await this.listener.notifyNow({ t: 'presence', kind: connection.viewer.kind, user_id: connection.viewer.userId }).catch(() => undefined);
  }

  private async sendBacklog(connection: Connection, after: string): Promise<void> {
    let from = after;
    for (;;) {
      const page = await this.chats.messagesAfter(from, connection.viewer.kind === 'artist' ? connection.viewer.userId : null, PAGE);
      for (const { message } of page) this.sendMessage(connection, { type: 'message', message });
      if (page.length < PAGE) return;
      from = page[page.length - 1].message.id;
    }
  }

  private sendMessage(connection: Connection, event: ChatEvent & { type: 'message' }): void {
    const id = BigInt(event.message.id);
    if (id <= connection.lastSent) return;
    connection.lastSent = id;
    this.write(connection, event, event.message.id);
  }

  private write(connection: Connection, event: ChatEvent, id?: string): void {
    const { res } = connection;
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_QUEUED_BYTES) {
      res.end();
      return;
    }
    res.write(frame(event, id));
  }

  private sees(connection: Connection, userId: string): boolean {
    return connection.viewer.kind === 'staff' || connection.viewer.userId === userId;
  }

  private onSignal(signal: ChatSignal): void {
    if (!this.connections.size && signal.t !== 'message') return;
    switch (signal.t) {
      case 'message':
        // This instance's own messages are out already, or on their way (the commit's answer may come
        // after its signal): deliverLocal sends them, or reads if it cannot.
        if (signal.o === this.deliveries.origin || (signal.id && !this.pumping && BigInt(signal.id) <= this.fannedOut)) return;
        void this.pump();
        return;
      case 'typing':
        for (const c of this.connections) {
          // Each side sees the other typing; staff also see each other's, never their own.
          if (c.viewer.kind === 'artist' && (signal.from === 'artist' || c.viewer.userId !== signal.user_id)) continue;
          if (c.viewer.kind === 'staff' && c.viewer.userId === signal.by) continue;
          this.write(c, { type: 'typing', chat_id: signal.chat_id, from: signal.from, name: signal.name });
        }
        return;
      case 'read':
        for (const c of this.connections) if (this.sees(c, signal.user_id)) this.write(c, { type: 'read', chat_id: signal.chat_id, by: signal.by, last_id: signal.last_id });
        return;
      case 'chat':
        void this.sendChat(signal.chat_id);
        return;
      case 'presence':
        void this.sendPresence(signal);
        return;
    }
  }

  /**
   * Messages this instance just committed go to its streams without a read back, each once the
   * fan-out stands exactly at the id before it, so every stream still gets every message once and in
   * id order. Until then it is held: the gap is a message committed just before, whose own delivery
   * (answers may come back out of order) or signal and read (another instance's) is on its way.
   */
  private deliverLocal(committed: LocalDelivery[]): void {
    if (!this.ready || this.closed) return;
    for (const d of committed) if (BigInt(d.message.id) > this.fannedOut) this.held.set(BigInt(d.prevId), d);
    this.sendHeld();
  }

  private sendHeld(): void {
    if (this.pumping) return; // the read sends them when it ends
    for (let next = this.held.get(this.fannedOut); next; next = this.held.get(this.fannedOut)) {
      this.held.delete(this.fannedOut);
      this.fannedOut = BigInt(next.message.id);
      this.fanOut({ type: 'message', message: next.message }, next.userId);
    }
    for (const [prev, d] of this.held) if (BigInt(d.message.id) <= this.fannedOut) this.held.delete(prev);
    if (this.held.size && !this.heldTimer) {
      // A gap that does not fill (a signal lost with a dropped connection): read.
      this.heldTimer = setTimeout(() => {
        this.heldTimer = null;
        if (this.held.size) void this.pump();
      }, HELD_MS);
      this.heldTimer.unref();
    }
  }

  private fanOut(event: ChatEvent & { type: 'message' }, userId: string): void {
    for (const c of this.connections) {
      if (!this.sees(c, userId)) continue;
      if (c.pending) c.pending.push({ message: event, userId });
      else this.sendMessage(c, event);
    }
  }

  /** Reads the messages committed since the last fan-out, once for every stream of this instance. */
  private async pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        for (;;) {
          const page = this.connections.size ? await this.chats.messagesAfter(this.fannedOut.toString(), null, PAGE) : [];
          if (!this.connections.size) {
            // Nobody to tell: just move the mark.
            this.fannedOut = BigInt(await this.chats.latestMessageId());
            break;
          }
          for (const { message, userId } of page) {
            this.fannedOut = BigInt(message.id);
            this.fanOut({ type: 'message', message }, userId);
          }
          if (page.length < PAGE) break;
        }
      } while (this.pumpAgain);
    } catch (error) {
      this.logger.warn(`Chat fan-out failed: ${String(error)}`);
    } finally {
      this.pumping = false;
    }
    this.sendHeld();
  }

  private async sendChat(chatId: string): Promise<void> {
    const change = await this.chats.chatChange(chatId).catch(() => null);
    if (!change) return;
    for (const c of this.connections) {
      if (c.viewer.kind === 'staff') this.write(c, { type: 'chat', chat: change.staff });
      else if (c.viewer.userId === change.userId) this.write(c, { type: 'chat', chat: change.artist });
    }
  }

  private async sendPresence(signal: Extract<ChatSignal, { t: 'presence' }>): Promise<void> {
    if (signal.kind === 'staff') {
      const count = await this.chats.staffOnlineCount().catch(() => null);
      if (count === null) return;
      for (const c of this.connections) this.write(c, { type: 'presence', staff_online: count });
      return;
    }
    // An artist came or went: the staff streams get their open chat again (artist_online).
    if (![...this.connections].some((c) => c.viewer.kind === 'staff')) return;
    const chat = await this.chats.openChatOf(signal.user_id).catch(() => null);
    if (chat) await this.sendChat(chat.id);
  }
}
