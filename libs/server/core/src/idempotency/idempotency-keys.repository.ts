import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { IdempotencyKey } from './idempotency-key.entity';

@Injectable()
export class IdempotencyKeysRepository {
  constructor(@InjectRepository(IdempotencyKey) private readonly keys: Repository<IdempotencyKey>) {}

  /** One INSERT … ON CONFLICT, so two concurrent first requests never both run; takes over expired or abandoned claims. */
  async claimOrTakeOver(scope: string, key: string, requestHash: string, ttlSeconds: number, abandonedAfterSeconds: number): Promise<number | null> {
    const rows: Array<{ id: string }> = await this.keys.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, state)
       VALUES ($1, $2, $3, 'in_flight')
       ON CONFLICT (scope, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, state = 'in_flight', response_status = NULL,
             response_body = NULL, created_at = now(), completed_at = NULL
         WHERE idempotency_keys.created_at < now() - make_interval(secs => $4)
            OR (idempotency_keys.state = 'in_flight' AND idempotency_keys.created_at < now() - make_interval(secs => $5))
       RETURNING id`,
      [scope, key, requestHash, ttlSeconds, abandonedAfterSeconds],
    );
    return rows.length ? Number(rows[0].id) : null;
  }

  find(scope: string, key: string): Promise<IdempotencyKey | null> {
    return this.keys.findOneBy({ scope, key });
  }

  async complete(id: number, status: number, body: unknown): Promise<void> {
    await this.keys.query(
      `UPDATE idempotency_keys SET state = 'completed', response_status = $2, response_body = $3::jsonb, completed_at = now() WHERE id = $1`,
      [id, status, body === undefined ? null : JSON.stringify(body)],
    );
  }

  async releaseInFlight(id: number): Promise<void> {
    await this.keys.delete({ id, state: 'in_flight' });
  }

  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    const result = await this.keys.createQueryBuilder().delete().where('created_at < :cutoff', { cutoff }).execute();
    return result.affected ?? 0;
  }
}
