import type { DocumentStatus, IdentityDocType } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { IdentityChange } from './identity-change';

@Auditable<ArtistProfile>({ type: 'ArtistProfile', userIdOf: (p) => p.userId })
@Entity({ name: 'artist_profiles' })
export class ArtistProfile {
  @PrimaryColumn('uuid')
  userId!: string;

  @Column({ type: 'varchar', length: 255, nullable: true }) artistName!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) firstName!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) lastName!: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) phoneNumber!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) country!: string | null;
  @Column({ type: 'varchar', length: 2, nullable: true }) countryCode!: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) address!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) city!: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) postalCode!: string | null;
  @Column({ type: 'varchar', length: 254, nullable: true }) paypalEmail!: string | null;
  @Column({ type: 'varchar', length: 34, nullable: true }) iban!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) company!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) civilStatus!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) nifCnpj!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) nationality!: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) docType!: IdentityDocType | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) idCardNumber!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) passportNumber!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) idIssuingPlace!: string | null;
  /** 'YYYY-MM-DD' (a date column reads back as a string). */
  @Column({ type: 'date', nullable: true }) idExpiryDate!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) residencePermitNumber!: string | null;

  @Column({ type: 'jsonb', nullable: true }) pendingIdentity!: IdentityChange | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' }) documentStatus!: DocumentStatus;
  @Column({ type: 'boolean', default: false }) isVerified!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) reviewedAt!: Date | null;
  @Column({ type: 'uuid', nullable: true }) reviewedBy!: string | null;
  @Column({ type: 'text', nullable: true }) reviewComment!: string | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
