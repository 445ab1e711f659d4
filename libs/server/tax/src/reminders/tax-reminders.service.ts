import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TAX_FIX_URL } from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { NoticesService } from '@soundpost/server-notifications';
import { DataSource } from 'typeorm';
import type { TaxForm } from '../forms/tax-form.entity';
import { TaxFormsRepository } from '../forms/tax-forms.repository';
import { TAX_FORM_EXPIRED_MAIL, TAX_FORM_EXPIRING_MAIL } from '../mail/tax-mail-templates';
import { TAX_FORM_EXPIRED_NOTIFICATION, TAX_FORM_EXPIRING_NOTIFICATION } from '../notifications/tax-notification-templates';
import type { TaxReminderKind } from './tax-form-reminder.entity';

const DAY_MS = 86_400_000;
const BATCH = 200;
const FORM_LABEL: Record<string, string> = { w8ben: 'W-8BEN', w8bene: 'W-8BEN-E', w9: 'W-9' };

export interface TaxRemindersRun {
  '90': number;
  '30': number;
  '7': number;
  expired: number;
}

/**
 * Reminders about a current W-8's expiry: 90, 30 and 7 days before, and once when it has expired.
 * Each (form, kind) is claimed by a row in tax_form_reminders in the same transaction as the notice,
 * so a rerun (or a second worker) sends nothing twice. A form caught late gets only its most urgent
 * reminder: one 5 days from expiry is told "7 days", never "90" as well.
 */
@Injectable()
export class TaxRemindersService {
  private readonly logger = new Logger('TaxReminders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly forms: TaxFormsRepository,
    private readonly notices: NoticesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sendDue(now: Date = new Date()): Promise<TaxRemindersRun> {
    const run: TaxRemindersRun = { '90': 0, '30': 0, '7': 0, expired: 0 };
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    // Most urgent first; each window excludes the more urgent ones, so a form is in exactly one.
    const windows: Array<{ kind: TaxReminderKind; after: Date | null; until: Date }> = [
      { kind: 'expired', after: null, until: now },
      { kind: '7', after: now, until: at(7) },
      { kind: '30', after: at(7), until: at(30) },
      { kind: '90', after: at(30), until: at(90) },
    ];
    for (const w of windows) {
      for (;;) {
        const due = await this.forms.dueForReminder(w.kind, w.after, w.until, BATCH);
        for (const form of due) if (await this.remind(form, w.kind, now)) run[w.kind]++;
        if (due.length < BATCH) break;
      }
    }
    if (run['90'] + run['30'] + run['7'] + run.expired > 0) this.logger.log(run, 'tax form reminders');
    return run;
  }

  private remind(form: TaxForm, kind: TaxReminderKind, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      if (!form.expiresAt || !(await this.forms.claimReminder(form.id, kind, m))) return false;
      const expiresAt = new Date(form.expiresAt);
      const date = expiresAt.toISOString().slice(0, 10);
      const label = FORM_LABEL[form.kind] ?? form.kind;
      const url = `${this.config.publicUrl}${TAX_FIX_URL}`;
      if (kind === 'expired') {
        await this.notices.tell(m, form.accountId, {
          concerns: 'money',
          notification: { template: TAX_FORM_EXPIRED_NOTIFICATION, params: { form: label, date }, url: TAX_FIX_URL },
          mail: { template: TAX_FORM_EXPIRED_MAIL, params: (to) => ({ name: to.name, form: label, date, url }) },
        });
      } else {
        const days = String(Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS)));
        await this.notices.tell(m, form.accountId, {
          concerns: 'money',
          notification: { template: TAX_FORM_EXPIRING_NOTIFICATION, params: { form: label, days, date }, url: TAX_FIX_URL },
          mail: { template: TAX_FORM_EXPIRING_MAIL, params: (to) => ({ name: to.name, form: label, days, date, url }) },
        });
      }
      return true;
    });
  }
}
