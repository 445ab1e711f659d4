import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StatsReportFrequency } from '@soundpost/contracts';
import { EntityManager, Repository } from 'typeorm';
import { StatsReportSetting } from './stats-report-setting.entity';

@Injectable()
export class StatsReportSettingsRepository {
  constructor(@InjectRepository(StatsReportSetting) private readonly settings: Repository<StatsReportSetting>) {}

  findByUser(userId: string): Promise<StatsReportSetting | null> {
    return this.settings.findOneBy({ userId });
  }

  async upsert(userId: string, frequency: StatsReportFrequency): Promise<void> {
    await this.settings.upsert({ userId, frequency }, ['userId']);
  }

  /** Who is due a report today: daily ones every day, weekly ones on Mondays, each once per day. */
  due(today: string, monday: boolean): Promise<Array<Pick<StatsReportSetting, 'userId' | 'frequency' | 'unsubscribeToken'>>> {
    return this.settings
      .createQueryBuilder('s')
      .select(['s.userId', 's.frequency', 's.unsubscribeToken'])
      .where(monday ? `s.frequency IN ('daily', 'weekly')` : `s.frequency = 'daily'`)
      .andWhere('(s.lastSentOn IS NULL OR s.lastSentOn < :today)', { today })
      .orderBy('s.userId')
      .getMany();
  }

  async markSent(userId: string, today: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(StatsReportSetting).update({ userId }, { lastSentOn: today });
  }

  /** The one-click unsubscribe: true when the token named a setting (turned off, or already off). */
  async turnOffByToken(token: string): Promise<boolean> {
    const result = await this.settings.update({ unsubscribeToken: token }, { frequency: 'off' });
    return (result.affected ?? 0) > 0;
  }
}
