import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { Invitation } from './invitation.entity';

@Injectable()
export class InvitationsRepository {
  constructor(@InjectRepository(Invitation) private readonly invitations: Repository<Invitation>) {}

  private repo(manager?: EntityManager): Repository<Invitation> {
    return manager ? manager.getRepository(Invitation) : this.invitations;
  }

  findById(id: string, manager?: EntityManager): Promise<Invitation | null> {
    return this.repo(manager).findOneBy({ id });
  }

  lockById(manager: EntityManager, id: string): Promise<Invitation | null> {
    return lockOne(manager, Invitation, { id });
  }

  /** Not yet accepted, expired ones included, newest first. */
  openOf(accountId: string, manager?: EntityManager): Promise<Invitation[]> {
    return this.repo(manager).find({ where: { accountId, acceptedAt: IsNull() }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findOpenByEmail(manager: EntityManager, accountId: string, email: string): Promise<Invitation | null> {
    return lockOne(manager, Invitation, { accountId, email, acceptedAt: IsNull() });
  }

  /** Invitations still waiting for an answer: each holds a seat. */
  countPending(accountId: string, now: Date, manager?: EntityManager): Promise<number> {
    return this.repo(manager).countBy({ accountId, acceptedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  // save() and remove(), not insert()/delete(): the audit log only sees those.
  save(manager: EntityManager, invitation: Invitation): Promise<Invitation> {
    return manager.getRepository(Invitation).save(invitation);
  }

  create(manager: EntityManager, input: Pick<Invitation, 'accountId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>): Promise<Invitation> {
    const repo = manager.getRepository(Invitation);
    return repo.save(repo.create({ ...input, acceptedAt: null, acceptedBy: null }));
  }

  async remove(manager: EntityManager, invitation: Invitation): Promise<void> {
    await manager.getRepository(Invitation).remove({ ...invitation });
  }
}
