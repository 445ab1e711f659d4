import { Injectable } from '@nestjs/common';
import { UserSummariesService } from '@soundpost/server-auth';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { EntityManager } from 'typeorm';
import { renderNotification } from '../templates/notification-templates';
import { ListedNotification, NotificationsRepository } from './notifications.repository';

export interface NotificationRequest {
  template: string;
  params?: Record<string, string>;
  url?: string | null;
}

export const NOTIFICATION_MESSAGES = { notFound: 'Notification not found.' } as const;

const notFound = () => DomainError.notFound(NOTIFICATION_MESSAGES.notFound, 'notification_not_found');

/** An in-app path: one leading slash (never `//host`, never a scheme), so a notification cannot send anyone off-site. */
function checkedUrl(url: string | null | undefined): string | null {
  if (url === undefined || url === null || url === '') return null;
  if (!/^\/(?![/\\])/.test(url) || url.length > 2048) throw new Error(`A notification's url must be a path inside the app: ${JSON.stringify(url)}`);
  return url;
}

@Injectable()
export class NotificationsService {
  constructor(
    private readonly rows: NotificationsRepository,
    private readonly users: UserSummariesService,
  ) {}

  async notify(manager: EntityManager, userId: string, n: NotificationRequest): Promise<void> {
    if (!manager) throw new Error('NotificationsService.notify needs the EntityManager of the transaction that causes it');
    await this.notifyIn(manager, { id: userId, language: await this.users.languageOf(userId, manager) }, n);
  }

  /**
   * `notify` when the caller already knows the user's language (NoticesService); `accountId` names
   * the account the notice is about when the person is told as one of its members.
   */
  async notifyIn(manager: EntityManager, user: { id: string; language: string | null }, n: NotificationRequest, accountId: string | null = null): Promise<void> {
    const url = checkedUrl(n.url);
    const { title, message } = renderNotification(n.template, user.language, n.params ?? {});
    await this.rows.insert({ userId: user.id, accountId, template: n.template, title, message, url }, manager);
  }

  async notifyMany(manager: EntityManager, items: Array<{ userId: string; accountId?: string | null; request: NotificationRequest }>): Promise<void> {
    if (!manager) throw new Error('NotificationsService.notifyMany needs the EntityManager of the transaction that causes it');
    if (!items.length) return;
    const urls = items.map(({ request }) => checkedUrl(request.url));
    const languages = await this.users.languagesOf(items.map((i) => i.userId), manager);
    const rows = items.map(({ userId, accountId, request: n }, i) => {
      const { title, message } = renderNotification(n.template, languages.get(userId) ?? null, n.params ?? {});
      return { userId, accountId: accountId ?? null, template: n.template, title, message, url: urls[i] };
    });
    await this.rows.insertMany(rows, manager);
  }

  recent(userId: string, limit: number): Promise<ListedNotification[]> {
    return this.rows.newest(userId, limit);
  }

  unreadCount(userId: string): Promise<number> {
    return this.rows.unreadCount(userId);
  }

  async markRead(userId: string, id: string): Promise<ListedNotification> {
    if (!isUuid(id)) throw notFound();
    const row = await this.rows.markRead(userId, id);
    if (!row) throw notFound();
    return row;
  }

  markAllRead(userId: string): Promise<number> {
    return this.rows.markAllRead(userId);
  }

  pruneRead(retentionDays: number, now = new Date()): Promise<number> {
    return this.rows.deleteReadCreatedBefore(new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000));
  }
}
