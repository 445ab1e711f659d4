import { Injectable } from '@nestjs/common';
import { isIP } from 'node:net';
import { DataSource, EntityManager } from 'typeorm';

export type LoginEventKind = 'signup' | 'login';

/** The named queries on `login_events`. */
@Injectable()
export class LoginEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records one sign-up or login; an address Postgres cannot read as inet is stored as unknown. */
  async record(userId: string, kind: LoginEventKind, ip: string | undefined, manager?: EntityManager): Promise<void> {
    const address = ip && isIP(ip) ? ip : null;
    await (manager ?? this.dataSource.manager).query(`INSERT INTO login_events (user_id, kind, ip) VALUES ($1, $2, $3)`, [userId, kind, address]);
  }
}
