import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * Whether an account is blocked, read from auth's published read model (auth_user_summaries), in
 * the caller's transaction. Fraud blocks accounts through auth; every payout path asks here, so a
 * block stops money leaving without fraud touching wallet code.
 */
@Injectable()
export class AccountStatusReader {
  async isBlocked(manager: EntityManager, userId: string): Promise<boolean> {
    const [row]: Array<{ status: string }> = await manager.query(`SELECT status FROM auth_user_summaries WHERE id = $1`, [userId]);
    return row?.status === 'blocked';
  }
}
