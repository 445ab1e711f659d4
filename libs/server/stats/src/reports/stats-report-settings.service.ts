import { Injectable } from '@nestjs/common';
import { STATS_ARTIST_MESSAGES as M, type StatsReportFrequency, type StatsReportSettings, type StatsUnsubscribeResponse } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { StatsReportSettingsRepository } from './stats-report-settings.repository';

@Injectable()
export class StatsReportSettingsService {
  constructor(private readonly settings: StatsReportSettingsRepository) {}

  async get(userId: string): Promise<StatsReportSettings> {
    return { frequency: (await this.settings.findByUser(userId))?.frequency ?? 'off' };
  }

  async put(userId: string, frequency: StatsReportFrequency): Promise<StatsReportSettings> {
    await this.settings.upsert(userId, frequency);
    return { frequency };
  }

  /** Works without a session: the token in the e-mail's link is the only proof. */
  async unsubscribe(token: string): Promise<StatsUnsubscribeResponse> {
    if (!isUuid(token) || !(await this.settings.turnOffByToken(token))) throw new DomainError('unsubscribe_invalid', M.unsubscribeInvalid, 404);
    return { message: M.unsubscribed };
  }
}
