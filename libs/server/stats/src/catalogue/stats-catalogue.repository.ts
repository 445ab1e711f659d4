import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What stats reads of the catalogue releases publishes (its `release_catalogue_*` read models). */
@Injectable()
export class StatsCatalogueRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async storeName(storeId: string): Promise<string | null> {
    const [row] = await this.db.query('SELECT name FROM release_catalogue_stores WHERE store_id = $1', [storeId]);
    return row?.name ?? null;
  }
}
