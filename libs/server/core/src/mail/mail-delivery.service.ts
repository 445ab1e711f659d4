import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JobsService } from '../jobs/jobs.service';
import { JobSchedule } from '../jobs/schedules';
import { ClaimedMail, MailOutboxRepository } from './mail-outbox.repository';
import { MAIL_DELIVER_JOB } from './mail.service';

export const MAIL_SWEEP_SCHEDULE = {
  name: 'mail.deliver-sweep',
  cron: '* * * * *',
  owner: 'core (mail)',
  what: 'sends queued mail whose own delivery job was lost, and retries failed sends',
} as const satisfies JobSchedule;
export const MAIL_SWEEP_JOB = MAIL_SWEEP_SCHEDULE.name;
export const MAIL_MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 5 * 60;
const BATCH_SIZE = 50;
const MAX_BATCHES_PER_SWEEP = 20;

export interface MailDeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);
}

type Transport = ReturnType<typeof createTransport>;

@Injectable()
export class MailDeliveryService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MailDelivery');
  private transport?: Transport;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register<{ id?: number }>(MAIL_DELIVER_JOB, (data) => this.deliverDue({ id: data.id }), { retryLimit: 0 });
    this.jobs.schedule(MAIL_SWEEP_SCHEDULE, () => this.deliverDue());
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  get enabled(): boolean {
    return Boolean(this.config.mail.smtpUrl);
  }

  /** Sends the due messages (or only `id`), oldest first. Safe to run on several instances at once. */
  async deliverDue(options: { id?: number; limit?: number } = {}): Promise<MailDeliveryReport> {
    const report: MailDeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    if (!this.enabled) return report;
    const limit = options.id !== undefined ? 1 : (options.limit ?? BATCH_SIZE);
    for (let batch = 0; batch < MAX_BATCHES_PER_SWEEP; batch++) {
      const claimed = await this.outbox.claimDue({ id: options.id, limit, leaseSeconds: LEASE_SECONDS });
      for (const mail of claimed) report[await this.send(mail)]++;
      if (options.id !== undefined || claimed.length < limit) break;
    }
    if (report.sent + report.retrying + report.failed > 0) this.logger.log(report, 'Mail delivery');
    return report;
  }

  private async send(mail: ClaimedMail): Promise<keyof MailDeliveryReport> {
    try {
      const oneClick = mail.listUnsubscribe ? { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
      await this.smtp().sendMail({ from: this.config.mail.from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? undefined, replyTo: mail.replyTo ?? undefined, headers: oneClick });
      await this.outbox.markSent(mail.id);
      return 'sent';
    } catch (error) {
      const final = isPermanent(error) || mail.attempts >= MAIL_MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await this.outbox.markAttemptFailed(mail.id, message, { final, retryInSeconds: final ? 0 : retryDelaySeconds(mail.attempts) });
      this.logger.warn({ mailId: mail.id, attempts: mail.attempts, final }, `Mail delivery failed: ${message}`);
      return final ? 'failed' : 'retrying';
    }
  }

  private smtp(): Transport {
    // Bounded timeouts: nodemailer's defaults (2 min to connect, 10 min idle) would outlive the lease.
    this.transport ??= createTransport({ url: this.config.mail.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
    return this.transport;
  }
}

function isPermanent(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string };
  if (typeof e?.responseCode === 'number') return e.responseCode >= 500 && e.responseCode < 600;
  return e?.code === 'EENVELOPE';
}
