import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UserSummariesService } from '@soundpost/server-auth';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { DomainError } from '@soundpost/server-core/http';
import { checkWellFormed } from '@soundpost/server-core/xml';
import { DataSource } from 'typeorm';
import { buildSepaCreditTransfer } from '../rails/sepa-file';
import { PayoutSettings } from '../wallet.settings';
import { PayoutsService } from './payouts.service';

export interface SepaExport {
  filename: string;
  xml: string;
  count: number;
}

/** Taking the payouts moves them to processing in the same transaction, so a payout is in one file only. */
@Injectable()
export class SepaExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payouts: PayoutsService,
    private readonly users: UserSummariesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: PayoutSettings,
  ) {}

  async export(now = new Date()): Promise<SepaExport> {
    return this.dataSource.transaction(async (m) => {
      const taken = await this.payouts.takeApprovedBankPayouts(m);
      if (!taken.length) throw DomainError.conflict('There are no approved bank payouts to export.', 'no_bank_payouts');
      const contacts = await this.users.recipients(taken.map((p) => p.userId), m);
      const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
      const messageId = `SOUNDPOST-${stamp}-${taken[0].id.slice(0, 8)}`;
      const xml = buildSepaCreditTransfer({
        messageId,
        createdAt: now,
        executionDate: now.toISOString().slice(0, 10),
        debtor: this.settings.sepaDebtor(this.config.bankAccount),
        transfers: taken.map((p) => ({
          payoutId: p.id,
          amountCents: p.amountCents,
          creditorName: contacts.get(p.userId)?.name ?? 'Soundpost artist',
          creditorIban: p.destination ?? '',
          remittance: `Soundpost payout ${p.id}`,
        })),
      });
      // A file the bank could not parse is never handed out; the payouts stay approved.
      const parsed = await checkWellFormed(xml);
      if (!parsed.valid) throw new Error(`SEPA file is not well-formed XML: ${parsed.errors.join('; ')}`);
      return { filename: `sepa-payouts-${stamp}.xml`, xml, count: taken.length };
    });
  }
}
