import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, MoreThan, Repository } from 'typeorm';
import { ChatPresence } from './chat-presence.entity';

/** A connection counts as online while its instance's heartbeat (every 20 s) is younger than this. */
export const PRESENCE_FRESH_MS = 60_000;

@Injectable()
export class ChatPresenceRepository {
  constructor(@InjectRepository(ChatPresence) private readonly rows: Repository<ChatPresence>) {}

  private fresh(now: Date): Date {
    return new Date(now.getTime() - PRESENCE_FRESH_MS);
  }

  async insert(instanceId: string, userId: string, kind: 'artist' | 'staff', now: Date): Promise<string> {
    const saved = await this.rows.save(this.rows.create({ instanceId, userId, kind, connectedAt: now, seenAt: now }));
    return saved.id;
  }

  async remove(id: string): Promise<void> {
    await this.rows.delete({ id });
  }

  async removeInstance(instanceId: string): Promise<void> {
    await this.rows.delete({ instanceId });
  }

  /** The instance's heartbeat; also forgets rows of instances gone for an hour (crashed, never cleaned). */
  async heartbeat(instanceId: string, now: Date): Promise<void> {
    await this.rows.update({ instanceId }, { seenAt: now });
    await this.rows.delete({ seenAt: LessThan(new Date(now.getTime() - 3600_000)) });
  }

  /** Staff connected now: each once, with their first live connection's time. */
  async staffOnline(now: Date): Promise<Array<{ userId: string; since: Date }>> {
    const rows = await this.rows
      .createQueryBuilder('p')
      .select('p.user_id', 'user_id')
      .addSelect('min(p.connected_at)', 'since')
      .where(`p.kind = 'staff' AND p.seen_at > :fresh`, { fresh: this.fresh(now) })
      .groupBy('p.user_id')
      .orderBy('since', 'ASC')
      .getRawMany<{ user_id: string; since: Date }>();
    return rows.map((r) => ({ userId: r.user_id, since: new Date(r.since) }));
  }

  /** The artist accounts among `userIds` with a live connection now (a staff answer reads it with its lock: ChatsRepository.lockForAnswer). */
  async artistsOnline(userIds: string[], now: Date): Promise<Set<string>> {
    if (!userIds.length) return new Set();
    const rows = await this.rows.find({ select: { userId: true }, where: { kind: 'artist', userId: In(userIds), seenAt: MoreThan(this.fresh(now)) } });
    return new Set(rows.map((r) => r.userId));
  }
}
