import type { TrackContributor } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Postgres answers numeric as a string; the API speaks numbers. */
const numericTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? null : Number(value)),
};

@Entity({ name: 'tracks' })
export class Track {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) releaseId!: string;
  @Column({ type: 'integer' }) trackNumber!: number;
  @Column({ type: 'varchar', length: 255 }) title!: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) subtitle!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) version!: string | null;
  /** Normalised (no hyphens, upper case); unique across the platform. */
  @Column({ type: 'varchar', length: 12, nullable: true }) isrc!: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) iswc!: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) languageOfPerformance!: string | null;
  @Column({ type: 'boolean', default: false }) isInstrumental!: boolean;
  /** 1 not explicit, 2 explicit, 3 cleaned. */
  @Column({ type: 'smallint', default: 1 }) isExplicit!: number;
  @Column({ type: 'varchar', length: 100, nullable: true }) primaryGenre!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) secondaryGenre!: string | null;
  @Column({ type: 'varchar', length: 5, nullable: true }) startPointTime!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) soundRecordingOwner!: string | null;
  @Column({ type: 'date', nullable: true }) recordingYear!: string | null;
  @Column({ type: 'text', nullable: true }) lyricsTranscription!: string | null;
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" }) contributors!: TrackContributor[];
  @Column({ type: 'varchar', length: 255, nullable: true }) pLine!: string | null;
  @Column({ type: 'integer', nullable: true }) plineYear!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) cLine!: string | null;
  @Column({ type: 'text', nullable: true }) composers!: string | null;
  @Column({ type: 'text', nullable: true }) authors!: string | null;
  @Column({ type: 'text', nullable: true }) lyricists!: string | null;
  @Column({ type: 'text', nullable: true }) producer!: string | null;
  @Column({ type: 'text', nullable: true }) publishers!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) resourceReference!: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true }) audioKey!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) audioOriginalName!: string | null;
  @Column({ type: 'bigint', nullable: true, transformer: numericTransformer }) audioSize!: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) audioContentType!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) audioHashSum!: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 3, nullable: true, transformer: numericTransformer }) duration!: number | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) audioCodec!: string | null;
  @Column({ type: 'integer', nullable: true }) audioBitrate!: number | null;
  @Column({ type: 'integer', nullable: true }) audioChannels!: number | null;
  @Column({ type: 'integer', nullable: true }) audioSamplingRate!: number | null;
  /** Null for compressed audio (MP3, AAC) and tracks uploaded before it was recorded. */
  @Column({ type: 'integer', nullable: true }) audioBitsPerSample!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true }) dealReference!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) dealCommercialModel!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) dealUseType!: string | null;
  @Column({ type: 'text', nullable: true }) dealExcludedTerritory!: string | null;
  @Column({ type: 'text', nullable: true }) dealExcludedChannel!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) dealPriceType!: string | null;
  @Column({ type: 'date', nullable: true }) dealStartDate!: string | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
