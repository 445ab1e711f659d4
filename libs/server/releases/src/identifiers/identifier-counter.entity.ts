import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A monotonic sequence per identifier kind and scope (ISRC: the year; UPC: the prefix). Values are never reused. */
@Entity({ name: 'identifier_counters' })
export class IdentifierCounter {
  @PrimaryColumn({ type: 'varchar', length: 8 }) kind!: 'isrc' | 'upc';
  @PrimaryColumn({ type: 'varchar', length: 32 }) scope!: string;
  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) lastValue!: number;
}
