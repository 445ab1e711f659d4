import { Injectable } from '@nestjs/common';
import { UserSummariesService } from '@soundpost/server-auth';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { EntityManager } from 'typeorm';
import { renderNotification } from '../templates/notification-templates';
import { Notification } from './notification.entity';
import { NotificationsRepository } from './notifications.repository';

/** What a domain asks for: a registered template, its params, and where the notification leads. */
export interface NotificationRequest {
  template: string;
  params?: Record<string, string>;
  /** A path inside the web app (`/artist/releases/…`); null when there is nowhere to go. */
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

/**
 * In-app notifications. `notify` is the one way any domain creates one, always inside the
 * transaction of the change that causes it (pass that transaction's EntityManager), so a
 * notification exists if and only if the change committed. The texts are rendered once, when
 * written, in the language the user last signed up or logged in with.
 */
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

  /** `notify` when the caller already knows the user's language (NoticesService). */
  async notifyIn(manager: EntityManager, user: { id: string; language: string | null }, n: NotificationRequest): Promise<void> {
    const url = checkedUrl(n.url);
    const { title, message } = renderNotification(n.template, user.language, n.params ?? {});
    await this.rows.insert({ userId: user.id, template: n.template, title, message, url }, manager);
  }

  /**
   * `notify` for many users at once, with the same rules: their languages in one read, the texts
   * rendered here, every row in one insert. A bad template, param or url fails it before any write.
   */
  async notifyMany(manager: EntityManager, items: Array<{ userId: string; request: NotificationRequest }>): Promise<void> {
    if (!manager) throw new Error('NotificationsService.notifyMany needs the EntityManager of the transaction that causes it');
    if (!items.length) return;
    const urls = items.map(({ request }) => checkedUrl(request.url));
    const languages = await this.users.languagesOf(items.map((i) => i.userId), manager);
    const rows = items.map(({ userId, request: n }, i) => {
      const { title, message } = renderNotification(n.template, languages.get(userId) ?? null, n.params ?? {});
      return { userId, template: n.template, title, message, url: urls[i] };
    });
    await this.rows.insertMany(rows, manager);
  }

  /** The user's newest notifications, newest first. */
  recent(userId: string, limit: number): Promise<Notification[]> {
    return this.rows.newest(userId, limit);
  }

  unreadCount(userId: string): Promise<number> {
    return this.rows.unreadCount(userId);
  }

  /** Another user's id, or no id at all, answers 404 (never 403: it would confirm the id exists). */
  async markRead(userId: string, id: string): Promise<Notification> {
    if (!isUuid(id)) throw notFound();
    const row = await this.rows.markRead(userId, id);
    if (!row) throw notFound();
    return row;
  }

  markAllRead(userId: string): Promise<number> {
    return this.rows.markAllRead(userId);
  }

  /** The nightly cleanup's work: read notifications older than the retention. */
  pruneRead(retentionDays: number, now = new Date()): Promise<number> {
    return this.rows.deleteReadCreatedBefore(new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000));
  }
}
