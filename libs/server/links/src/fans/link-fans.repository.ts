import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, LessThan } from 'typeorm';
import { LinkFan } from './link-fan.entity';

export interface NewLinkFan {
  id: string;
  linkId: string;
  email: string;
  language: string;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
}

@Injectable()
export class LinkFansRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The fan row of an address for a link, locked for the caller's transaction. */
  lockByAddress(manager: EntityManager, linkId: string, email: string): Promise<LinkFan | null> {
    return manager
      .getRepository(LinkFan)
      .createQueryBuilder('f')
      .where('f.linkId = :linkId AND lower(f.email) = lower(:email)', { linkId, email })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Inserts the fan unless the address is already on the link's list (then false). */
  async insertUnlessPresent(manager: EntityManager, fan: NewLinkFan): Promise<boolean> {
    const result = await manager.createQueryBuilder().insert().into(LinkFan).values(fan).orIgnore().returning(['id']).execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** A pending address asked again: a new confirmation token, and `createdAt` restarts the re-send wait. */
  async reissue(manager: EntityManager, id: string, confirmTokenHash: string, language: string): Promise<void> {
    await manager.getRepository(LinkFan).update({ id, confirmedAt: IsNull() }, { confirmTokenHash, language, createdAt: new Date() });
  }

  /** Confirms the fan of this token; null when no row has it (unknown, or unsubscribed since). */
  findByConfirmHash(confirmTokenHash: string): Promise<LinkFan | null> {
    return this.dataSource.getRepository(LinkFan).findOne({ where: { confirmTokenHash } });
  }

  async confirm(confirmTokenHash: string): Promise<LinkFan | null> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(LinkFan)
      .set({ confirmedAt: () => 'coalesce(confirmed_at, now())' })
      .where('confirm_token_hash = :confirmTokenHash', { confirmTokenHash })
      .returning(['id'])
      .execute();
    const id = (result.raw as Array<{ id: string }>)[0]?.id;
    return id ? this.dataSource.getRepository(LinkFan).findOneBy({ id }) : null;
  }

  findByUnsubscribeHash(unsubscribeTokenHash: string): Promise<LinkFan | null> {
    return this.dataSource.getRepository(LinkFan).findOneBy({ unsubscribeTokenHash });
  }

  async deleteByUnsubscribeHash(unsubscribeTokenHash: string): Promise<number> {
    const result = await this.dataSource.getRepository(LinkFan).delete({ unsubscribeTokenHash });
    return result.affected ?? 0;
  }

  /** Every fan of a link, locked (oldest first) so two runs of the release-day job cannot both mail one. */
  lockAllOfLink(manager: EntityManager, linkId: string): Promise<LinkFan[]> {
    return manager
      .getRepository(LinkFan)
      .createQueryBuilder('f')
      .where('f.linkId = :linkId', { linkId })
      .orderBy('f.createdAt', 'ASC')
      .addOrderBy('f.id', 'ASC')
      .setLock('pessimistic_write')
      .getMany();
  }

  /** Addresses never confirmed since `before`: whoever typed them did not own them or changed their mind. */
  async deleteUnconfirmedBefore(before: Date): Promise<number> {
    const result = await this.dataSource.getRepository(LinkFan).delete({ confirmedAt: IsNull(), createdAt: LessThan(before) });
    return result.affected ?? 0;
  }

  async deleteByIds(manager: EntityManager, ids: string[]): Promise<void> {
    if (ids.length) await manager.getRepository(LinkFan).delete(ids);
  }
}
