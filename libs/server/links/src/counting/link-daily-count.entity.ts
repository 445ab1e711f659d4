import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Views and clicks per link, day, channel, country and store, added to in batches. A view has store ''
 * and a click the store's id; channel '' is a visit without `?c=`, country 'ZZ' an unknown one. No
 * visitor is identified: no cookie, no address.
 */
@Entity({ name: 'link_daily_counts' })
export class LinkDailyCount {
  @PrimaryColumn({ type: 'uuid' }) linkId!: string;
  @PrimaryColumn({ type: 'date' }) day!: string;
  @PrimaryColumn({ type: 'varchar', length: 40 }) channel!: string;
  @PrimaryColumn({ type: 'char', length: 2 }) country!: string;
  @PrimaryColumn({ type: 'varchar', length: 64 }) storeId!: string;
  @Column({ type: 'integer', default: 0 }) views!: number;
  @Column({ type: 'integer', default: 0 }) clicks!: number;
}
