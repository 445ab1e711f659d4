import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { AuditLog } from './audit-log.entity';

@Injectable()
export class AuditLogsRepository {
  constructor(@InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>) {}

  listQuery(userId?: string): SelectQueryBuilder<AuditLog> {
    const qb = this.logs.createQueryBuilder('a');
    if (userId !== undefined) qb.andWhere('a.user_id = :scopeUserId', { scopeUserId: userId });
    return qb;
  }
}
