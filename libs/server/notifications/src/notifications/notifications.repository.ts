import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Notification } from './notification.entity';
import { poolQuery } from '@soundpost/server-core/database';

export interface NewNotification {
  userId: string;
  /** The account the notice is about, when it is not the person's own. */
  accountId?: string | null;
  template: string;
  title: string;
  message: string;
  url: string | null;
}

/** A notification as the person reads it: with the name of the account it is about, when that is another one. */
export type ListedNotification = Notification & { accountName: string | null };

const LISTED_COLUMNS = `n.id, n.user_id AS "userId", n.account_id AS "accountId", n.template, n.title, n.message, n.url, n.read_at AS "readAt", n.created_at AS "createdAt",
  CASE WHEN n.account_id <> n.user_id THEN a.name END AS "accountName"`;

@Injectable()
export class NotificationsRepository {
  constructor(@InjectRepository(Notification) private readonly rows: Repository<Notification>) {}

  async insert(row: NewNotification, manager: EntityManager): Promise<void> {
    await manager.getRepository(Notification).insert(row);
  }

  async insertMany(rows: NewNotification[], manager: EntityManager): Promise<void> {
    if (!rows.length) return;
    await manager.query(
      `INSERT INTO notifications (user_id, account_id, template, title, message, url)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[])`,
      [rows.map((r) => r.userId), rows.map((r) => r.accountId ?? null), rows.map((r) => r.template), rows.map((r) => r.title), rows.map((r) => r.message), rows.map((r) => r.url)],
    );
  }

  newest(userId: string, limit: number): Promise<ListedNotification[]> {
    return this.rows.query(
      `SELECT ${LISTED_COLUMNS}
         FROM notifications n LEFT JOIN auth_user_summaries a ON a.id = n.account_id
        WHERE n.user_id = $1
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT $2`,
      [userId, limit],
    );
  }

  /** Straight on the pool: every open artist tab asks for it every minute. */
  async unreadCount(userId: string): Promise<number> {
    const [row] = await poolQuery<{ unread: number }>(this.rows.manager.connection, `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [userId]);
    return row.unread;
  }

  async markRead(userId: string, id: string): Promise<ListedNotification | null> {
    const rows: ListedNotification[] = await this.rows.query(
      `WITH n AS (UPDATE notifications SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING *)
       SELECT ${LISTED_COLUMNS} FROM n LEFT JOIN auth_user_summaries a ON a.id = n.account_id`,
      [id, userId],
    );
    return rows[0] ?? null;
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
