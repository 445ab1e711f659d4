import { registerSettings, settingInt, type DomainSettings } from '@soundpost/server-core/config';
import { IsInt, IsNumber, Max, Min } from 'class-validator';

/** The statistics domain's environment settings (docs/statistics.md). */
export class StatsSettings implements DomainSettings {
  /** A day below this many streams (one track, store and country) is never called a spike. */
  @settingInt() @IsInt() @Min(1) @Max(1_000_000_000)
  STATS_SPIKE_MIN_STREAMS = 1000;

  /** The robust score (spreads above the trailing 28 days' median) from which a day is a spike. */
  @settingInt() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(1) @Max(1000)
  STATS_SPIKE_SCORE = 8;

  get spikeMinStreams(): number {
    return this.STATS_SPIKE_MIN_STREAMS;
  }

  get spikeScore(): number {
    return this.STATS_SPIKE_SCORE;
  }
}

registerSettings(StatsSettings);
