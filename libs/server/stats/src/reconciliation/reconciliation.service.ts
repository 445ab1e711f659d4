import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  todayIsoDate,
  type ArtistReconciliationResponse,
  type LateReportPage,
  type MissingRevenuePage,
  type StatsStoreSettingPage,
  type StatsStoreSettingResponse,
} from '@soundpost/contracts';
import { toPage, type ListQuery } from '@soundpost/server-core/lists';
import { DataSource, EntityManager } from 'typeorm';
import { ReconciliationErrors } from './reconciliation.errors';
import { toArtistMonths, toLateReport, toMissingRevenue, toStoreSetting } from './reconciliation.mapper';
import { ReconciliationRepository } from './reconciliation.repository';
import { lateReportsListSpec, missingRevenueListSpec, storeSettingsListSpec } from './reconciliation.lists';

/** Trends against paid royalties: the staff lists, the artist's months, and each store's reporting lag. */
@Injectable()
export class ReconciliationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repo: ReconciliationRepository,
  ) {}

  /** Before a trend import replaces these days of a store: their streams leave the monthly totals. */
  withdrawDays(manager: EntityManager, storeId: string, days: string[]): Promise<void> {
    return days.length ? this.repo.shiftMonthlyTotals(manager, storeId, days, -1) : Promise.resolve();
  }

  /** Once the import's rollups are written: its days' streams join the monthly totals. */
  addDays(manager: EntityManager, storeId: string, days: string[]): Promise<void> {
    return days.length ? this.repo.shiftMonthlyTotals(manager, storeId, days, 1) : Promise.resolve();
  }

  async stores(list: ListQuery): Promise<StatsStoreSettingPage> {
    const { rows, total } = await this.repo.storeSettingsPage(list);
    return toPage(rows.map(toStoreSetting), total, list, storeSettingsListSpec.resource);
  }

  store(storeId: string): Promise<StatsStoreSettingResponse> {
    return this.storeOr404(storeId);
  }

  private async storeOr404(storeId: string, manager?: EntityManager): Promise<StatsStoreSettingResponse> {
    const row = await this.repo.storeSetting(storeId, manager);
    if (!row) throw ReconciliationErrors.storeNotFound();
    return toStoreSetting(row);
  }

  async setLag(storeId: string, lagDays: number): Promise<StatsStoreSettingResponse> {
    return this.db.transaction(async (manager) => {
      await this.storeOr404(storeId, manager);
      await this.repo.saveLag(manager, storeId, lagDays);
      return this.storeOr404(storeId, manager);
    });
  }

  async missingRevenue(list: ListQuery, today = todayIsoDate()): Promise<MissingRevenuePage> {
    const { rows, total } = await this.repo.missingRevenuePage(list, today);
    return toPage(rows.map(toMissingRevenue), total, list, missingRevenueListSpec.resource);
  }

  async lateReports(list: ListQuery, today = todayIsoDate()): Promise<LateReportPage> {
    const { rows, total } = await this.repo.lateReportsPage(list, today);
    return toPage(rows.map(toLateReport), total, list, lateReportsListSpec.resource);
  }

  /** `from` and `to` as YYYY-MM, checked at the edge. */
  async artist(userId: string, from: string, to: string, today = todayIsoDate()): Promise<ArtistReconciliationResponse> {
    const rows = await this.repo.artistRows(userId, `${from}-01`, `${to}-01`);
    return { from, to, months: toArtistMonths(rows, today) };
  }
}
