import { Injectable } from '@nestjs/common';
import { FRAUD_MESSAGES, type MessageResponse } from '@soundpost/contracts';
import { OneTimeCodesService, UserSummariesService } from '@soundpost/server-auth';
import { TicketsService } from '@soundpost/server-support';
import { FraudErrors } from '../fraud.errors';

export const APPEAL_TICKET_SUBJECT = 'Appeal against my account block';

@Injectable()
export class FraudAppealService {
  constructor(
    private readonly codes: OneTimeCodesService,
    private readonly tickets: TicketsService,
    private readonly users: UserSummariesService,
  ) {}

  async sendCode(email: string, language: string | null): Promise<MessageResponse> {
    const account = await this.users.blockedByEmail(email);
    if (account) await this.codes.send(account, 'account_appeal', { language });
    else await this.codes.throttleSend('account_appeal', email.trim().toLowerCase());
    return { message: FRAUD_MESSAGES.appealCodeSent };
  }

  async appeal(email: string, code: string, message: string): Promise<MessageResponse> {
    const account = await this.users.blockedByEmail(email);
    if (!account || !(await this.codes.consume(account.id, 'account_appeal', code))) throw FraudErrors.invalidAppealCode();
    const language = await this.users.languageOf(account.id);
    await this.tickets.create(account.id, { subject: APPEAL_TICKET_SUBJECT, message, priority: 'high' }, [], language);
    return { message: FRAUD_MESSAGES.appealSent };
  }
}
