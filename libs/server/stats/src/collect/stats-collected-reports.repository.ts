import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { findPage, type ListQuery, type Page } from '@soundpost/server-core/lists';
import { Repository } from 'typeorm';
import { StatsCollectedReport } from './stats-collected-report.entity';
import { statsCollectedReportsListSpec } from './stats-collected-reports.list';

@Injectable()
export class StatsCollectedReportsRepository {
  constructor(@InjectRepository(StatsCollectedReport) private readonly reports: Repository<StatsCollectedReport>) {}

  insert(row: Pick<StatsCollectedReport, 'storeId' | 'storeName' | 'fileName' | 'outcome' | 'importId' | 'reason'>): Promise<StatsCollectedReport> {
    return this.reports.save(this.reports.create(row));
  }

  page<T>(list: ListQuery, map: (row: StatsCollectedReport) => T): Promise<Page<T>> {
    return findPage(this.reports.createQueryBuilder('c'), list, statsCollectedReportsListSpec, map);
  }
}
