import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity';

export interface UserSummaryRow {
  id: string;
  name: string;
  email: string;
  created_at: Date;
}

/** Auth's answers about accounts for other domains' read screens (the dashboards). */
@Injectable()
export class UserSummariesService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** The newest accounts holding `role`, newest first. */
  async newestWithRole(role: string, limit: number): Promise<UserSummaryRow[]> {
    return this.users.query(`SELECT id, name, email, created_at FROM users WHERE $1 = ANY (roles) ORDER BY created_at DESC, id DESC LIMIT $2`, [role, limit]);
  }
}
