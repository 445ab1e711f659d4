import { MigrationInterface, QueryRunner } from 'typeorm';

/** Bits per sample of a track's audio (read at upload), for the preflight check and the ERN message. */
export class TrackBitsPerSample1764400002000 implements MigrationInterface {
  name = 'TrackBitsPerSample1764400002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tracks ADD COLUMN audio_bits_per_sample integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tracks DROP COLUMN audio_bits_per_sample`);
  }
}
