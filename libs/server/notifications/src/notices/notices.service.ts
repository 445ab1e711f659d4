import { Injectable } from '@nestjs/common';
import { Recipient, UserSummariesService } from '@soundpost/server-auth';
import { MailService, MailTemplateName, MailTemplateParams } from '@soundpost/server-core/mail';
import { EntityManager } from 'typeorm';
import { NotificationRequest, NotificationsService } from '../notifications/notifications.service';

/**
 * An e-mail from a registered template; `params` may depend on who receives it (their name, their language).
 * `language`, when set, is the one the request that caused it was made in (a checkout's), else the user's.
 */
export type NoticeMail = {
  [K in MailTemplateName]: {
    template: K;
    params: MailTemplateParams[K] | ((to: Recipient) => MailTemplateParams[K]);
    language?: string | null;
    /** For mail the user asked for and may stop: the one-click unsubscribe address (List-Unsubscribe). */
    listUnsubscribe?: string | null;
  };
}[MailTemplateName];

/** What to tell a user: an in-app notification, an e-mail, or both. */
export interface Notice {
  notification?: NotificationRequest;
  mail?: NoticeMail;
}

/**
 * The one way a domain tells a user something: contact and language are resolved once, and both
 * the notification and the e-mail are written in the caller's transaction, so they exist if and
 * only if the change that caused them committed.
 */
@Injectable()
export class NoticesService {
  constructor(
    private readonly users: UserSummariesService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
  ) {}

  /** Tells the user; an unknown user is told nothing. */
  async tell(manager: EntityManager, userId: string, notice: Notice): Promise<void> {
    if (!manager) throw new Error('NoticesService.tell needs the EntityManager of the transaction that causes it');
    const to = (await this.users.recipients([userId], manager)).get(userId);
    if (!to) return;
    if (notice.notification) await this.notifications.notifyIn(manager, to, notice.notification);
    if (notice.mail) {
      const { template, params } = notice.mail;
      const resolved = typeof params === 'function' ? params(to) : params;
      await this.mail.queue(
        { to: to.email, template, language: notice.mail.language ?? to.language, params: resolved, listUnsubscribe: notice.mail.listUnsubscribe ?? null } as Parameters<MailService['queue']>[0],
        manager,
      );
    }
  }
}
