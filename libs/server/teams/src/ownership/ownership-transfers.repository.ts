import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, Repository } from 'typeorm';
import { OwnershipTransfer } from './ownership-transfer.entity';

@Injectable()
export class OwnershipTransfersRepository {
  constructor(@InjectRepository(OwnershipTransfer) private readonly transfers: Repository<OwnershipTransfer>) {}

  findByAccount(accountId: string, manager?: EntityManager): Promise<OwnershipTransfer | null> {
    return (manager ? manager.getRepository(OwnershipTransfer) : this.transfers).findOneBy({ accountId });
  }

  lockByAccount(manager: EntityManager, accountId: string): Promise<OwnershipTransfer | null> {
    return lockOne(manager, OwnershipTransfer, { accountId });
  }

  create(manager: EntityManager, input: Omit<OwnershipTransfer, 'id' | 'createdAt' | 'ownerConfirmedAt' | 'memberConfirmedAt'>): Promise<OwnershipTransfer> {
    const repo = manager.getRepository(OwnershipTransfer);
    return repo.save(repo.create({ ...input, ownerConfirmedAt: null, memberConfirmedAt: null }));
  }

  save(manager: EntityManager, transfer: OwnershipTransfer): Promise<OwnershipTransfer> {
    return manager.getRepository(OwnershipTransfer).save(transfer);
  }

  async remove(manager: EntityManager, transfer: OwnershipTransfer): Promise<void> {
    await manager.getRepository(OwnershipTransfer).remove({ ...transfer });
  }
}
