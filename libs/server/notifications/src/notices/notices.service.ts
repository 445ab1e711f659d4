import { Injectable } from '@nestjs/common';
import type { AccountRole } from '@soundpost/contracts';
import { MembershipsService, Recipient, UserSummariesService } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
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
    /** Where answers go (Reply-To), e.g. a ticket's signed reply address. */
    replyTo?: string | null;
  };
}[MailTemplateName];

/**
 * Which people of an account a notice concerns, by role: the owner and admins always; finance for
 * money (payouts, earnings, wallet credits, billing receipts); managers for releases (decisions,
 * deliveries, statistics) and support (ticket answers); viewers never.
 */
export const NOTICE_CONCERNS = {
  account: ['owner', 'admin'],
  money: ['owner', 'admin', 'finance'],
  releases: ['owner', 'admin', 'manager'],
  support: ['owner', 'admin', 'manager'],
} as const satisfies Record<string, readonly AccountRole[]>;
export type NoticeConcern = keyof typeof NOTICE_CONCERNS;

/** What to tell an account: an in-app notification, an e-mail, or both, to the people it concerns ('account' by default). */
export interface Notice {
  notification?: NotificationRequest;
  mail?: NoticeMail;
  concerns?: NoticeConcern;
}

/**
 * The one way a domain tells a user something: contact and language are resolved once, and both
 * the notification and the e-mail are written in the caller's transaction, so they exist if and
 * only if the change that caused them committed.
 */
const ownFirst = (accountId: string) => (a: string, b: string) => Number(b === accountId) - Number(a === accountId) || a.localeCompare(b);

@Injectable()
export class NoticesService {
  constructor(
    private readonly users: UserSummariesService,
    private readonly memberships: MembershipsService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
  ) {}

  /**
   * Tells the people of the account (`accountId`: the account's user id) whom the notice concerns,
   * each with their own notification and e-mail in their own language; an account without members
   * is its own user alone. An unknown user is told nothing.
   */
  async tell(manager: EntityManager, accountId: string, notice: Notice): Promise<void> {
    if (!manager) throw new Error('NoticesService.tell needs the EntityManager of the transaction that causes it');
    if (!isUuid(accountId)) return;
    const people = await this.concerned(manager, accountId, notice.concerns ?? 'account');
    const recipients = await this.users.recipients(people, manager);
    for (const person of people) {
      const to = recipients.get(person);
      if (to) await this.tellOne(manager, accountId, to, notice);
    }
  }

  /** `tell` for many accounts at once (a royalty import's credits): one notification per concerned person of each. */
  async tellMany(manager: EntityManager, items: Array<{ accountId: string; notification: NotificationRequest }>, concerns: NoticeConcern): Promise<void> {
    if (!manager) throw new Error('NoticesService.tellMany needs the EntityManager of the transaction that causes it');
    const accountIds = [...new Set(items.map((i) => i.accountId).filter(isUuid))];
    const peopleOf = await this.memberships.peopleWithRolesAmong(accountIds, NOTICE_CONCERNS[concerns], manager);
    for (const [accountId, people] of peopleOf) people.sort(ownFirst(accountId));
    await this.notifications.notifyMany(
      manager,
      items.flatMap(({ accountId, notification }) => (peopleOf.get(accountId) ?? []).map((userId) => ({ userId, accountId, request: notification }))),
    );
  }

  /** The account's own user first, so an account without members reads exactly as before teams. */
  private async concerned(manager: EntityManager, accountId: string, concerns: NoticeConcern): Promise<string[]> {
    const people = await this.memberships.peopleWithRoles(accountId, NOTICE_CONCERNS[concerns], manager);
    return people.sort(ownFirst(accountId));
  }

  private async tellOne(manager: EntityManager, accountId: string, to: Recipient, notice: Notice): Promise<void> {
    if (notice.notification) await this.notifications.notifyIn(manager, to, notice.notification, accountId);
    if (notice.mail) {
      const { template, params } = notice.mail;
      const resolved = typeof params === 'function' ? params(to) : params;
      // The request's language is the account user's (who made it, before teams); a member reads their own.
      const language = (to.id === accountId ? notice.mail.language : null) ?? to.language;
      await this.mail.queue(
        { to: to.email, template, language, params: resolved, listUnsubscribe: notice.mail.listUnsubscribe ?? null, replyTo: notice.mail.replyTo ?? null } as Parameters<MailService['queue']>[0],
        manager,
      );
    }
  }
}
