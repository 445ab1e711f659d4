import { Injectable } from '@nestjs/common';
import { isIP } from 'node:net';
import { DataSource, EntityManager } from 'typeorm';

export type LoginEventKind = 'signup' | 'login';

@Injectable()
export class LoginEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(userId: string, kind: LoginEventKind, ip: string | undefined, manager?: EntityManager): Promise<void> {
    const address = ip && isIP(ip) ? ip : null;
    await (manager ?? this.dataSource.manager).query(`INSERT INTO login_events (user_id, kind, ip) VALUES ($1, $2, $3)`, [userId, kind, address]);
  }
}
