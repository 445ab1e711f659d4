import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Notification } from './notification.entity';
import { poolQuery } from '@soundpost/server-core/database';

export interface NewNotification {
  userId: string;
  template: string;
  title: string;
  message: string;
  url: string | null;
}

@Injectable()
export class NotificationsRepository {
  constructor(@InjectRepository(Notification) private readonly rows: Repository<Notification>) {}

  async insert(row: NewNotification, manager: EntityManager): Promise<void> {
    await manager.getRepository(Notification).insert(row);
  }

  async insertMany(rows: NewNotification[], manager: EntityManager): Promise<void> {
    if (!rows.length) return;
    await manager.query(
      `INSERT INTO notifications (user_id, template, title, message, url)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[])`,
      [rows.map((r) => r.userId), rows.map((r) => r.template), rows.map((r) => r.title), rows.map((r) => r.message), rows.map((r) => r.url)],
    );
  }

  newest(userId: string, limit: number): Promise<Notification[]> {
    return this.rows.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** Straight on the pool: every open artist tab asks for it every minute. */
  async unreadCount(userId: string): Promise<number> {
    const [row] = await poolQuery<{ unread: number }>(this.rows.manager.connection, `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [userId]);
    return row.unread;
  }

  async markRead(userId: string, id: string): Promise<Notification | null> {
    const [rows] = await this.rows.query(
      `UPDATE notifications SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2
       RETURNING id, user_id AS "userId", template, title, message, url, read_at AS "readAt", created_at AS "createdAt"`,
      [id, userId],
    );
    return (rows as Notification[])[0] ?? null;
  }

  async markAllRead(userId: string): Promise<number> {
    const [, affected] = await this.rows.query(`UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`, [userId]);
    return affected as number;
  }

  async deleteReadCreatedBefore(cutoff: Date): Promise<number> {
    const [, affected] = await this.rows.query(`DELETE FROM notifications WHERE read_at IS NOT NULL AND created_at < $1`, [cutoff]);
    return affected as number;
  }
}
