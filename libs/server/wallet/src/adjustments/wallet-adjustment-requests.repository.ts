import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { WalletAdjustmentRequest } from './wallet-adjustment-request.entity';

@Injectable()
export class WalletAdjustmentRequestsRepository {
  constructor(@InjectRepository(WalletAdjustmentRequest) private readonly requests: Repository<WalletAdjustmentRequest>) {}

  private repo(manager?: EntityManager): Repository<WalletAdjustmentRequest> {
    return manager ? manager.getRepository(WalletAdjustmentRequest) : this.requests;
  }

  create(fields: Partial<WalletAdjustmentRequest>, manager?: EntityManager): WalletAdjustmentRequest {
    return this.repo(manager).create(fields);
  }

  /** Inserts or updates through save(), so the audit log records every step. */
  save(request: WalletAdjustmentRequest, manager: EntityManager): Promise<WalletAdjustmentRequest> {
    return this.repo(manager).save(request);
  }

  findById(id: string, manager?: EntityManager): Promise<WalletAdjustmentRequest | null> {
    return this.repo(manager).findOneBy({ id });
  }

  /** The request's row lock: concurrent approvals of one request run one after the other. */
  lockById(id: string, manager: EntityManager): Promise<WalletAdjustmentRequest | null> {
    return lockOne(manager, WalletAdjustmentRequest, { id });
  }

  adminListQuery(): SelectQueryBuilder<WalletAdjustmentRequest> {
    return this.requests.createQueryBuilder('r');
  }
}
