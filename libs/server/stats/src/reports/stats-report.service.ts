import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { NoticesService } from '@soundpost/server-notifications';
import { DataSource } from 'typeorm';
import { StatsSummaryRepository, type GroupSums } from '../summary/stats-summary.repository';
import { trackLabels } from '../summary/stats-summary.service';
import './stats-report-mail-templates';
import { StatsReportSettingsRepository } from './stats-report-settings.repository';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const LISTED = 3;
/** A country is new when it streamed nothing in this many days before the period. */
const NEW_COUNTRY_LOOKBACK_DAYS = 90;

export interface StatsReportRun {
  sent: number;
  skipped: number;
}

/** The report's figures for one artist and one period, in numbers; the mail formats them in the reader's language. */
export interface ReportFigures {
  streams: number;
  previous: number;
  top: Array<{ label: string; streams: number; previous: number }>;
  movers: Array<{ label: string; gain: number }>;
  newCountries: string[];
}

function change(now: number, before: number, language: string): string {
  const n = new Intl.NumberFormat(language);
  if (before === 0) return `${n.format(before)} → ${n.format(now)}`;
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct > 0 ? '+' : pct < 0 ? '−' : '±'}${n.format(Math.abs(pct))} %`;
}

/** The mail's parameters in the reader's language: numbers grouped, countries named, lists one per line. */
export function reportParams(figures: ReportFigures, language: string) {
  const n = new Intl.NumberFormat(language);
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  const none = '—';
  return {
    streams: n.format(figures.streams),
    change: change(figures.streams, figures.previous, language),
    top: figures.top.map((t, i) => `${i + 1}. ${t.label}: ${n.format(t.streams)} (${change(t.streams, t.previous, language)})`).join('\n') || none,
    movers: figures.movers.map((m) => `${m.label}: +${n.format(m.gain)}`).join('\n') || none,
    countries: figures.newCountries.map((c) => regions.of(c) ?? c).join(', ') || none,
  };
}

/** The opt-in streaming report: yesterday's (or last week's) streams, top tracks, biggest movers and new countries. */
@Injectable()
export class StatsReportService {
  private readonly logger = new Logger('StatsReport');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: StatsReportSettingsRepository,
    private readonly summaries: StatsSummaryRepository,
    private readonly notices: NoticesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sends every report due today (UTC), once per artist per day, each with its sent mark in one transaction. */
  async sendDue(now = new Date()): Promise<StatsReportRun> {
    const today = dayOf(now.getTime());
    const monday = now.getUTCDay() === 1;
    const run: StatsReportRun = { sent: 0, skipped: 0 };
    for (const due of await this.settings.due(today, monday)) {
      // A daily reader gets the daily report on Mondays too; the weekly one is for those who chose weekly.
      const days = due.frequency === 'weekly' ? 7 : 1;
      const figures = await this.figures(due.userId, today, days);
      await this.db.transaction(async (manager) => {
        if (figures.streams > 0) {
          const unsubscribe = `${this.config.publicUrl}/api/stats/report/unsubscribe/${due.unsubscribeToken}`;
          await this.notices.tell(manager, due.userId, {
            concerns: 'releases',
            mail: {
              template: days === 7 ? 'stats_weekly_report' : 'stats_daily_report',
              params: (to) => ({
                name: to.name,
                ...reportParams(figures, to.language ?? 'en'),
                url: `${this.config.publicUrl}/artist/stats`,
                unsubscribe_url: `${this.config.publicUrl}/stats/unsubscribe/${due.unsubscribeToken}`,
              }),
              listUnsubscribe: unsubscribe,
            },
          });
        }
        await this.settings.markSent(due.userId, today, manager);
      });
      run[figures.streams > 0 ? 'sent' : 'skipped']++;
    }
    if (run.sent + run.skipped > 0) this.logger.log(run, 'streaming reports');
    return run;
  }

  /** The `days` days before today against the `days` before them. */
  async figures(userId: string, today: string, days: number): Promise<ReportFigures> {
    const end = Date.parse(`${today}T00:00:00Z`) - DAY_MS;
    const period = { ownerId: userId, from: dayOf(end - (days - 1) * DAY_MS), to: dayOf(end) };
    const before = { ownerId: userId, from: dayOf(end - (2 * days - 1) * DAY_MS), to: dayOf(end - days * DAY_MS) };
    const lookback = { ownerId: userId, from: dayOf(end - (days - 1 + NEW_COUNTRY_LOOKBACK_DAYS) * DAY_MS), to: dayOf(end - days * DAY_MS) };
    const [now, then, countriesNow, countriesBefore] = await Promise.all([
      this.summaries.grouped(period, 'track'),
      this.summaries.grouped(before, 'track'),
      this.summaries.grouped(period, 'territory'),
      this.summaries.grouped(lookback, 'territory'),
    ]);
    const previous = new Map(then.map((g) => [g.key, g.streams]));
    const labels = await trackLabels(this.summaries, userId, [...new Set([...now, ...then].map((g) => g.key))]);
    const label = (key: string) => labels.get(key) ?? key;
    const sum = (groups: GroupSums[]) => groups.reduce((total, g) => total + g.streams, 0);
    const movers = now
      .map((g) => ({ key: g.key, gain: g.streams - (previous.get(g.key) ?? 0) }))
      .filter((m) => m.gain > 0)
      .sort((a, b) => b.gain - a.gain)
      .slice(0, LISTED);
    const seen = new Set(countriesBefore.map((g) => g.key));
    return {
      streams: sum(now),
      previous: sum(then),
      top: now.slice(0, LISTED).map((g) => ({ label: label(g.key), streams: g.streams, previous: previous.get(g.key) ?? 0 })),
      movers: movers.map((m) => ({ label: label(m.key), gain: m.gain })),
      newCountries: countriesNow.filter((g) => g.key !== 'ZZ' && g.streams > 0 && !seen.has(g.key)).map((g) => g.key),
    };
  }
}
