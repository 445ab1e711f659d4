import type { TaxAddress, TaxChapter3Status, TaxChapter4Status, TaxFederalClassification, TaxFormKind, TaxTinType } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One signed W-9, W-8BEN or W-8BEN-E of an artist account. The current form has no
 * `supersededAt`; older ones stay as history. TINs are sealed (`*Sealed`), never stored readable.
 */
@Entity({ name: 'tax_forms' })
export class TaxForm {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'varchar', length: 8 })
  kind!: TaxFormKind;

  @Column({ type: 'varchar', length: 200 })
  payeeName!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  businessName!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  federalTaxClassification!: TaxFederalClassification | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  tinType!: TaxTinType | null;

  @Column({ type: 'text', nullable: true })
  tinSealed!: string | null;

  @Column({ type: 'char', length: 4, nullable: true })
  tinLast4!: string | null;

  @Column({ type: 'text', nullable: true })
  foreignTinSealed!: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  foreignTinLast4!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  foreignTinMissingReason!: string | null;

  @Column({ type: 'char', length: 2, nullable: true })
  citizenshipCountry!: string | null;

  @Column({ type: 'char', length: 2 })
  country!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  chapter3Status!: TaxChapter3Status | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  chapter4Status!: TaxChapter4Status | null;

  /** YYYY-MM-DD (a `date` column reads back as a string). */
  @Column({ type: 'date', nullable: true })
  dateOfBirth!: string | null;

  @Column({ type: 'jsonb' })
  address!: TaxAddress;

  @Column({ type: 'jsonb', nullable: true })
  mailingAddress!: TaxAddress | null;

  @Column({ type: 'char', length: 2, nullable: true })
  treatyCountry!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  treatyArticle!: string | null;

  @Column({ type: 'integer', nullable: true })
  treatyRateBp!: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  treatyIncomeType!: 'royalties' | null;

  @Column({ type: 'varchar', length: 200 })
  signerName!: string;

  @Column({ type: 'varchar', length: 200 })
  signature!: string;

  @Column({ type: 'timestamptz' })
  signedAt!: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  signerIp!: string | null;

  /** W-8: end of the third calendar year after signing; W-9: null. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  supersededAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
