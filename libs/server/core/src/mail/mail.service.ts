import { Inject, Injectable, Logger } from '@nestjs/common';
import { isValidEmail } from '@soundpost/contracts';
import { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { underSavepoint } from '../database/transaction-connection';
import { JobsService } from '../jobs/jobs.service';
import { MailOutbox } from './mail-outbox.entity';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailTemplateName, MailTemplateParams } from './templates/mail-templates';
import { renderMailTemplate, resolveMailLanguage } from './templates/render-mail-template';

export const MAIL_DELIVER_JOB = 'mail.deliver';

export type TemplatedMailMessage = {
  [K in MailTemplateName]: { to: string; template: K; language?: string | null; params: MailTemplateParams[K]; listUnsubscribe?: string | null; replyTo?: string | null };
}[MailTemplateName];

export interface RawMailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  language?: string | null;
  /** An https address that unsubscribes with one POST (RFC 8058), for mail the reader asked for and may stop. */
  listUnsubscribe?: string | null;
  /** Where the reader's answer goes (Reply-To); unset: to MAIL_FROM. */
  replyTo?: string | null;
}

export type MailMessage = TemplatedMailMessage | RawMailMessage;

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The Reply-To the message carries, or null. */
  reply_to: string | null;
  created_at: string;
}

export function toOutboxMessage(row: MailOutbox): OutboxMessage {
  return { id: Number(row.id), to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, reply_to: row.replyTo, created_at: row.createdAt.toISOString() };
}

export const OUTBOX_LIST_MAX = 200;

@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async queue(message: MailMessage, manager?: EntityManager): Promise<{ id: number }> {
    const to = message.to.trim();
    if (!isValidEmail(to)) throw new Error(`Cannot queue mail to an invalid address: ${JSON.stringify(message.to)}`);
    const replyTo = message.replyTo?.trim() || null;
    if (replyTo && !isValidEmail(replyTo)) throw new Error(`Cannot queue mail with an invalid Reply-To: ${JSON.stringify(message.replyTo)}`);
    const content =
      'template' in message
        ? { ...renderMailTemplate(message.template, message.language, message.params as never), template: message.template as string }
        : {
            subject: message.subject.replace(/[\r\n]+/g, ' ').trim(),
            text: message.text,
            html: message.html ?? null,
            language: resolveMailLanguage(message.language),
            template: null,
          };
    const id = await this.outbox.insert(
      {
        toAddress: to,
        subject: content.subject.slice(0, 500),
        textBody: content.text,
        htmlBody: content.html,
        template: content.template,
        language: content.language,
        listUnsubscribe: message.listUnsubscribe ?? null,
        replyTo,
      },
      manager,
    );
    if (this.config.mail.smtpUrl) await this.requestDelivery(id, manager);
    return { id: Number(id) };
  }

  async listOutbox(filter: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
    const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 50) || 50, 1), OUTBOX_LIST_MAX);
    const rows = await this.outbox.listNewestFirst({ to: filter.to?.trim() || undefined, limit });
    return rows.map(toOutboxMessage);
  }

  private async requestDelivery(id: string, manager?: EntityManager): Promise<void> {
    try {
      // A failed enqueue must never abort the caller's change: the sweep sends the message anyway.
      await underSavepoint(manager, 'mail_outbox_delivery', () => this.jobs.enqueue(MAIL_DELIVER_JOB, { id: Number(id) }, { manager }));
    } catch (error) {
      this.logger.warn({ err: error, mailId: id }, 'Could not enqueue mail delivery; the sweep will send it');
    }
  }
}
