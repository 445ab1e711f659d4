import { Injectable, Logger } from '@nestjs/common';
import { FraudSignalsService, type FraudSignal } from '@soundpost/server-fraud';
import { StatsSettings } from '../stats.settings';
import { StatsSpikesRepository, type SpikeRow } from './stats-spikes.repository';

export const STREAM_SPIKE_RULE = 'S1_STREAM_SPIKE';

export interface StatsSpikesRun {
  /** Spikes found on the days examined (a rerun finds them again). */
  found: number;
  /** Findings the fraud centre did not hold yet. */
  raised: number;
}

/** The evidence of one spike: one per track, store, country and day, so a rerun raises nothing new. */
export function spikeSignal(s: SpikeRow): FraudSignal {
  return {
    userId: s.owner_user_id,
    ruleCode: STREAM_SPIKE_RULE,
    entityType: 'track',
    entityId: `${s.track_id}:${s.store_id}:${s.territory}:${s.day}`,
    details: {
      day: s.day,
      streams: s.streams,
      median: s.median,
      mad: s.mad,
      score: s.score,
      baseline_days: s.baseline_days,
      store_id: s.store_id,
      store: s.store_name ?? s.store_id,
      territory: s.territory,
      track_id: s.track_id,
      track_title: s.track_title,
      isrc: s.isrc,
      release_id: s.release_id,
    },
  };
}

/**
 * The daily early warning: each track's streams per store and country on the store's latest
 * reported day against its trailing 28 days, raised as fraud-centre findings (never a block alone).
 */
@Injectable()
export class StatsSpikesService {
  private readonly logger = new Logger('StatsSpikes');

  constructor(
    private readonly spikes: StatsSpikesRepository,
    private readonly fraud: FraudSignalsService,
    private readonly settings: StatsSettings,
  ) {}

  async run(): Promise<StatsSpikesRun> {
    const found = await this.spikes.spikes({ minStreams: this.settings.spikeMinStreams, minScore: this.settings.spikeScore });
    const raised = await this.fraud.raise(undefined, found.map(spikeSignal));
    this.logger.log({ found: found.length, raised }, 'stream spikes checked');
    return { found: found.length, raised };
  }
}
