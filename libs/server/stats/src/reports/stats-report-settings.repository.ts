import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StatsReportFrequency } from '@soundpost/contracts';
import { Repository } from 'typeorm';
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

  /** The one-click unsubscribe: true when the token named a setting (turned off, or already off). */
  async turnOffByToken(token: string): Promise<boolean> {
    const result = await this.settings.update({ unsubscribeToken: token }, { frequency: 'off' });
    return (result.affected ?? 0) > 0;
  }
}
