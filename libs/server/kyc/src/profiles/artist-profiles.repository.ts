import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DocumentStatus } from '@soundpost/contracts';
import { USER_SUMMARIES_VIEW } from '@soundpost/server-auth';
import { poolQuery } from '@soundpost/server-core/database';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, Repository } from 'typeorm';
import { ArtistProfile } from './artist-profile.entity';

export interface BulkProfileRow {
  email: string;
  documentStatus: DocumentStatus;
  isVerified: boolean;
}

@Injectable()
export class ArtistProfilesRepository {
  constructor(@InjectRepository(ArtistProfile) private readonly profiles: Repository<ArtistProfile>) {}

  private repo(manager?: EntityManager): Repository<ArtistProfile> {
    return manager ? manager.getRepository(ArtistProfile) : this.profiles;
  }

  findByUserId(userId: string, manager?: EntityManager): Promise<ArtistProfile | null> {
    return this.repo(manager).findOneBy({ userId });
  }

  findByUserIdForUpdate(userId: string, manager: EntityManager): Promise<ArtistProfile | null> {
    return lockOne(manager, ArtistProfile, { userId });
  }

  async findOrNew(userId: string, manager: EntityManager): Promise<ArtistProfile> {
    const existing = await this.findByUserIdForUpdate(userId, manager);
    return existing ?? manager.getRepository(ArtistProfile).create({ userId, documentStatus: 'pending', isVerified: false });
  }

  /** Inserts or updates through save(), so the audit log records the change. */
  save(profile: ArtistProfile, manager?: EntityManager): Promise<ArtistProfile> {
    return this.repo(manager).save(profile);
  }

  /** The PayPal e-mail and IBAN on file (payout destinations), to tell whether an update changes them. */
  async payoutDestinationOf(userId: string): Promise<{ paypalEmail: string | null; iban: string | null }> {
    const row = await this.profiles.findOne({ where: { userId }, select: { userId: true, paypalEmail: true, iban: true } });
    return { paypalEmail: row?.paypalEmail ?? null, iban: row?.iban ?? null };
  }

  /** The approval gate's read on every approved-artist request: one column, straight on the pool. */
  async documentStatusOf(userId: string): Promise<DocumentStatus | null> {
    const [row] = await poolQuery<{ document_status: DocumentStatus }>(this.profiles.manager.connection, `SELECT document_status FROM artist_profiles WHERE user_id = $1`, [userId]);
    return row?.document_status ?? null;
  }

  async insertManyForEmails(rows: BulkProfileRow[], manager: EntityManager): Promise<void> {
    if (!rows.length) return;
    await manager.query(
      `INSERT INTO artist_profiles (user_id, document_status, is_verified)
       SELECT u.id, v.document_status, v.is_verified
         FROM unnest($1::text[], $2::text[], $3::boolean[]) AS v(email, document_status, is_verified)
         JOIN ${USER_SUMMARIES_VIEW} u ON u.email = v.email
       ON CONFLICT (user_id) DO NOTHING`,
      [rows.map((r) => r.email), rows.map((r) => r.documentStatus), rows.map((r) => r.isVerified)],
    );
  }

  async inSavepoint<T>(manager: EntityManager, step: () => Promise<T>): Promise<T> {
    await manager.query('SAVEPOINT import_row');
    try {
      const result = await step();
      await manager.query('RELEASE SAVEPOINT import_row');
      return result;
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT import_row');
      throw error;
    }
  }
}
