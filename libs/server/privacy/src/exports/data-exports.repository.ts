import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { DataExport } from './data-export.entity';

@Injectable()
export class DataExportsRepository {
  constructor(@InjectRepository(DataExport) private readonly exports: Repository<DataExport>) {}

  private repo(manager?: EntityManager): Repository<DataExport> {
    return manager ? manager.getRepository(DataExport) : this.exports;
  }

  newestForUser(userId: string, limit: number, manager?: EntityManager): Promise<DataExport[]> {
    return this.repo(manager).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  findForUser(id: string, userId: string, manager?: EntityManager): Promise<DataExport | null> {
    return this.repo(manager).findOne({ where: { id, userId } });
  }

  findById(id: string, manager?: EntityManager): Promise<DataExport | null> {
    return this.repo(manager).findOne({ where: { id } });
  }

  /** The new export's id, or null when the account already has one being prepared (the partial unique index). */
  async insertPreparing(row: Pick<DataExport, 'userId' | 'requestedBy' | 'language'>, manager: EntityManager): Promise<DataExport | null> {
    const inserted: Array<{ id: string }> = await manager.query(
      `INSERT INTO data_exports (user_id, requested_by, language) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) WHERE status = 'preparing' DO NOTHING RETURNING id`,
      [row.userId, row.requestedBy, row.language],
    );
    return inserted.length ? this.findById(inserted[0].id, manager) : null;
  }

  /** A job that never finished (worker gone) must not block the account for ever. */
  async failStale(userId: string, olderThanMinutes: number, failure: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE data_exports SET status = 'failed', failure = $3
        WHERE user_id = $1 AND status = 'preparing' AND created_at < now() - make_interval(mins => $2)`,
      [userId, olderThanMinutes, failure],
    );
  }

  /** Marks a prepared export ready; false when it is no longer preparing (failed as stale meanwhile). */
  async markReady(id: string, file: { key: string; size: number; linkedFiles: number }, days: number, manager: EntityManager): Promise<DataExport | null> {
    const rows: Array<{ id: string }> = await manager.query(
      `UPDATE data_exports SET status = 'ready', storage_key = $2, size_bytes = $3, linked_files = $4, ready_at = now(), expires_at = now() + make_interval(days => $5)
        WHERE id = $1 AND status = 'preparing' RETURNING id`,
      [id, file.key, file.size, file.linkedFiles, days],
    );
    return rows.length ? this.findById(id, manager) : null;
  }

  async markFailed(id: string, failure: string, manager?: EntityManager): Promise<void> {
    await this.repo(manager).update({ id, status: 'preparing' }, { status: 'failed', failure: failure.slice(0, 500) });
  }

  /** Ready exports whose link has expired, oldest first, locked so two sweeps never delete the same file. */
  lockExpired(limit: number, manager: EntityManager): Promise<Array<{ id: string; storage_key: string | null }>> {
    return manager.query(
      `SELECT id, storage_key FROM data_exports WHERE status = 'ready' AND expires_at <= now()
        ORDER BY expires_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  async markExpired(ids: readonly string[], manager: EntityManager): Promise<void> {
    if (ids.length) await manager.query(`UPDATE data_exports SET status = 'expired', storage_key = NULL WHERE id = ANY($1::uuid[])`, [ids]);
  }
}
