import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The baseline: the days before the one examined. */
export const SPIKE_BASELINE_DAYS = 28;
/** A track first streamed in the store less than this many reported days ago has no baseline yet. */
export const SPIKE_MIN_BASELINE_DAYS = 7;

export interface SpikeRow {
  day: string;
  track_id: string;
  release_id: string;
  owner_user_id: string;
  store_id: string;
  store_name: string | null;
  territory: string;
  track_title: string | null;
  isrc: string | null;
  streams: number;
  baseline_days: number;
  median: number;
  mad: number;
  score: number;
}

export interface SpikeThresholds {
  minStreams: number;
  minScore: number;
}

@Injectable()
export class StatsSpikesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Every (track, store, territory) whose streams on its store's latest reported day reach the floor
   * and score at least `minScore` against the baseline, in one statement.
   *
   * The baseline is each day the store reported in the 28 before, a day without a line counting as
   * 0, from the track's first streams in that store (looked for 56 days back, so a track new to the
   * store is not measured against the days before it existed). Score = (x − median) / σ with
   * σ = max(1.4826 × MAD, √median, 1): counts vary at least like a Poisson count, so a perfectly
   * steady series (MAD 0) does not make every small rise a spike. Only keys over the floor are
   * measured, so the work grows with the busy tracks of one day, not with the table.
   */
  async spikes(t: SpikeThresholds): Promise<SpikeRow[]> {
    return this.db.query(
      `WITH latest AS (
         SELECT store_id, max(day) AS day FROM stats_import_days GROUP BY store_id
       ),
       today AS (
         SELECT r.track_id, r.store_id, r.territory, l.day, sum(r.streams)::float8 AS streams,
                (array_agg(r.owner_user_id))[1] AS owner_user_id, (array_agg(r.release_id))[1] AS release_id
           FROM latest l
           JOIN stats_rollups r ON r.store_id = l.store_id AND r.day = l.day
          WHERE r.track_id IS NOT NULL
          GROUP BY r.track_id, r.store_id, r.territory, l.day
         HAVING sum(r.streams) >= $1
       ),
       history AS (
         -- One range of the (store, day) index per store, the busy tracks kept by a hashed filter
         -- (no index leads with the track, so a probe per track would read the store's range each time).
         SELECT r.track_id, r.store_id, r.territory, r.day, sum(r.streams)::float8 AS streams
           FROM latest l
           JOIN stats_rollups r ON r.store_id = l.store_id AND r.day >= l.day - ${2 * SPIKE_BASELINE_DAYS} AND r.day < l.day
          WHERE r.track_id IN (SELECT track_id FROM today)
          GROUP BY r.track_id, r.store_id, r.territory, r.day
       ),
       first_seen AS (
         SELECT track_id, store_id, min(day) AS first_day FROM history GROUP BY track_id, store_id
       ),
       baseline AS (
         SELECT c.track_id, c.store_id, c.territory, d.day, coalesce(h.streams, 0) AS streams
           FROM today c
           JOIN first_seen f ON f.track_id = c.track_id AND f.store_id = c.store_id
           JOIN stats_import_days d ON d.store_id = c.store_id
                                   AND d.day >= greatest(f.first_day, c.day - ${SPIKE_BASELINE_DAYS}) AND d.day < c.day
           LEFT JOIN history h ON h.track_id = c.track_id AND h.store_id = c.store_id AND h.territory = c.territory AND h.day = d.day
       ),
       medians AS (
         SELECT track_id, store_id, territory, count(*)::int AS baseline_days,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY streams) AS median
           FROM baseline
          GROUP BY track_id, store_id, territory
         HAVING count(*) >= ${SPIKE_MIN_BASELINE_DAYS}
       ),
       spreads AS (
         SELECT m.track_id, m.store_id, m.territory, m.baseline_days, m.median,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(b.streams - m.median)) AS mad
           FROM medians m
           JOIN baseline b ON b.track_id = m.track_id AND b.store_id = m.store_id AND b.territory = m.territory
          GROUP BY m.track_id, m.store_id, m.territory, m.baseline_days, m.median
       ),
       scored AS (
         SELECT c.*, s.baseline_days, s.median, s.mad,
                (c.streams - s.median) / greatest(1.4826 * s.mad, sqrt(s.median), 1) AS score
           FROM today c
           JOIN spreads s ON s.track_id = c.track_id AND s.store_id = c.store_id AND s.territory = c.territory
       )
       SELECT to_char(x.day, 'YYYY-MM-DD') AS day, x.track_id, x.release_id, x.owner_user_id, x.store_id, st.name AS store_name,
              x.territory, t.track_title, t.isrc, x.streams, x.baseline_days, x.median, x.mad, round(x.score::numeric, 2)::float8 AS score
         FROM scored x
         LEFT JOIN release_catalogue_tracks t ON t.track_id = x.track_id
         LEFT JOIN release_catalogue_stores st ON st.store_id = x.store_id
        WHERE x.score >= $2
        ORDER BY x.store_id, x.day, x.track_id, x.territory`,
      [t.minStreams, t.minScore],
    );
  }
}
