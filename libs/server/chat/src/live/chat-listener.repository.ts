import { Inject, Injectable, Logger } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource, EntityManager } from 'typeorm';

/** The Postgres channel every API instance listens on. */
export const CHAT_CHANNEL = 'chat_events';

/** What a notification says (ids only: each instance reads the rows itself). */
export type ChatSignal =
  /** A message committed: its id, and the instance that hands it to its own streams without a read (`o`). */
  | { t: 'message'; id?: string; o?: string | null }
  | { t: 'typing'; chat_id: string; user_id: string; from: 'artist' | 'staff'; name: string | null; by: string }
  | { t: 'read'; chat_id: string; user_id: string; by: 'artist' | 'staff'; last_id: string }
  | { t: 'chat'; chat_id: string }
  | { t: 'presence'; kind: 'artist' | 'staff'; user_id: string };

const RECONNECT_MS = 1000;

/**
 * pg_notify in the writer's transaction (so the signal goes out only on commit), and one dedicated
 * LISTEN connection per instance, opened from the data source's own options and reopened if it drops.
 */
@Injectable()
export class ChatListenerRepository {
  private readonly logger = new Logger('ChatListener');
  private client: Client | null = null;
  private stopped = false;
  private connecting: Promise<void> | null = null;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async notify(manager: EntityManager | DataSource, signal: ChatSignal): Promise<void> {
    await manager.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify(signal)]);
  }

  /** A signal outside any transaction (typing, presence). */
  async notifyNow(signal: ChatSignal): Promise<void> {
    await this.notify(this.dataSource, signal);
  }

  /** Listens until stop(); `onSignal` gets each signal, `onReconnect` runs after a dropped connection is back. */
  listen(onSignal: (signal: ChatSignal) => void, onReconnect: () => void): Promise<void> {
    this.stopped = false;
    this.connecting ??= this.connect(onSignal, onReconnect, false);
    return this.connecting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    this.connecting = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(onSignal: (signal: ChatSignal) => void, onReconnect: () => void, again: boolean): Promise<void> {
    const options = this.dataSource.options as { url?: string; extra?: { application_name?: string } };
    const client = new Client({ connectionString: options.url, application_name: `${options.extra?.application_name ?? 'soundpost'}-chat-listen` });
    const retry = () => {
      if (this.stopped || this.client !== client) return;
      this.client = null;
      setTimeout(() => {
        if (!this.stopped) this.connecting = this.connect(onSignal, onReconnect, true).catch(() => undefined);
      }, RECONNECT_MS).unref();
    };
    client.on('error', (error) => {
      this.logger.warn(`The chat listener's connection failed: ${error.message}; reconnecting`);
      retry();
    });
    client.on('end', retry);
    client.on('notification', (message) => {
      if (message.channel !== CHAT_CHANNEL || !message.payload) return;
      try {
        onSignal(JSON.parse(message.payload) as ChatSignal);
      } catch (error) {
        this.logger.warn(`Unreadable chat signal: ${String(error)}`);
      }
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHAT_CHANNEL}`);
    } catch (error) {
      this.logger.warn(`Could not listen for chat events: ${(error as Error).message}; retrying`);
      retry();
      if (!again) throw error;
      return;
    }
    if (again) onReconnect();
  }
}
