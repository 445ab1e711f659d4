import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { FraudBlockSource } from '@soundpost/contracts';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { AccountActor, UserSummariesService, UsersService } from '@soundpost/server-auth';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { JobSchedule, JobsService } from '@soundpost/server-core/jobs';
import { NoticesService } from '@soundpost/server-notifications';
import { DataSource, EntityManager } from 'typeorm';
import { FraudErrors } from '../fraud.errors';
import { ACCOUNT_BLOCKED_MAIL, ACCOUNT_UNBLOCKED_MAIL } from '../mail/fraud-mail-templates';
import { ACCOUNT_UNBLOCKED_NOTIFICATION } from '../notifications/fraud-notification-templates';
import { FraudBlocksRepository } from './fraud-blocks.repository';

export const FRAUD_BLOCK_EXPIRY_SCHEDULE = {
  name: 'fraud.lift-expired-blocks',
  cron: '*/5 * * * *',
  owner: 'fraud',
  what: 'lifts fraud blocks whose blocked_until has passed and tells the artist',
} as const satisfies JobSchedule;

export const AUTO_BLOCK_REASON = 'Automatic block: fraud score reached critical';

export interface BlockOptions {
  reason?: string | null;
  source: FraudBlockSource;
  blockedUntil?: Date | null;
  actor?: AccountActor;
}

@Injectable()
export class FraudBlocksService implements OnModuleInit {
  private readonly logger = new Logger('FraudBlocks');

  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: FraudBlocksRepository,
    private readonly users: UsersService,
    private readonly accounts: UserSummariesService,
    private readonly notices: NoticesService,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(FRAUD_BLOCK_EXPIRY_SCHEDULE, () => this.liftExpired());
  }

  async block(userId: string, options: BlockOptions): Promise<void> {
    const reason = options.reason?.trim() || (options.source === 'auto' ? AUTO_BLOCK_REASON : ADMIN_MESSAGES.defaultBlockReason);
    await this.dataSource.transaction(async (m) => {
      const wasBlocked = (await this.rows.active(userId, m)) !== null;
      // 404 for an unknown user; 403 when a manager blocks a staff account; revokes every token.
      await this.users.block(userId, reason, { manager: m, actor: options.actor });
      if (wasBlocked) {
        await this.rows.update(userId, { reason, blockedUntil: options.blockedUntil ?? null }, m);
        return;
      }
      const snapshot = await this.rows.snapshotOf(userId, m);
      await this.rows.insert({ userId, source: options.source, reason, blockedUntil: options.blockedUntil ?? null, createdBy: options.actor?.id ?? null, ...snapshot }, m);
      await this.notices.tell(m, userId, {
        concerns: 'account',
        mail: {
          template: ACCOUNT_BLOCKED_MAIL,
          params: (to) => ({ name: to.name, appeal_url: `${this.config.publicUrl}/appeal`, support_email: this.config.mail.supportAddress }),
        },
      });
    });
  }

  async unblock(userId: string, options: { actor?: AccountActor; reason?: 'manual' | 'expired' } = {}): Promise<void> {
    await this.dataSource.transaction((m) => this.unblockIn(m, userId, options.reason ?? 'manual', options.actor));
  }

  async autoBlock(userIds: string[]): Promise<string[]> {
    const blocked: string[] = [];
    for (const userId of userIds) {
      try {
        await this.block(userId, { source: 'auto' });
        blocked.push(userId);
      } catch (error) {
        this.logger.error({ userId, err: error }, 'auto block failed');
      }
    }
    return blocked;
  }

  async liftExpired(now: Date = new Date()): Promise<{ lifted: number }> {
    let lifted = 0;
    for (const userId of await this.rows.dueToLift(now)) {
      await this.dataSource.transaction(async (m) => {
        const block = await this.rows.active(userId, m, { lock: true });
        if (!block?.blocked_until || block.blocked_until > now) return;
        await this.unblockIn(m, userId, 'expired');
        lifted++;
      });
    }
    if (lifted) this.logger.log({ lifted }, 'expired fraud blocks lifted');
    return { lifted };
  }

  private async unblockIn(m: EntityManager, userId: string, reason: 'manual' | 'expired', actor?: AccountActor): Promise<void> {
    if (!(await this.accounts.recipients([userId], m)).has(userId)) throw FraudErrors.userNotFound();
    const blocked = await this.accounts.isBlocked(userId, m);
    const active = await this.rows.active(userId, m, { lock: true });
    if (!blocked && !active) throw FraudErrors.notBlocked();
    await this.users.unblock(userId, { manager: m, actor });
    await this.rows.lift(userId, { by: actor?.id ?? null, reason }, m);
    await this.notices.tell(m, userId, {
      concerns: 'account',
      mail: { template: ACCOUNT_UNBLOCKED_MAIL, params: (to) => ({ name: to.name, login_url: `${this.config.publicUrl}/login` }) },
      notification: { template: ACCOUNT_UNBLOCKED_NOTIFICATION, url: '/artist/dashboard' },
    });
  }
}
