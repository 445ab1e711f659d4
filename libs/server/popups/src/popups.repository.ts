import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { findPage, ListQuery, Page } from '@soundpost/server-core/lists';
import { Repository } from 'typeorm';
import { Popup } from './popup.entity';
import type { AdminPopupResponse } from '@soundpost/contracts';
import { toAdminPopup } from './popup.mapper';
import { adminPopupsListSpec } from './popups.list';

@Injectable()
export class PopupsRepository {
  constructor(@InjectRepository(Popup) private readonly popups: Repository<Popup>) {}

  adminPage(list: ListQuery): Promise<Page<AdminPopupResponse>> {
    return findPage(this.popups.createQueryBuilder('p'), list, adminPopupsListSpec, toAdminPopup);
  }

  byId(id: string): Promise<Popup | null> {
    return this.popups.findOneBy({ id });
  }

  byTitle(title: string): Promise<Popup | null> {
    return this.popups.findOneBy({ title });
  }

  create(fields: Partial<Popup>): Popup {
    return this.popups.create(fields);
  }

  save(popup: Popup): Promise<Popup> {
    return this.popups.save(popup);
  }

  async remove(popup: Popup): Promise<void> {
    await this.popups.remove(popup);
  }

  /** Oldest start first, so a queue shows them in the order they went live. */
  visibleAt(now: Date): Promise<Popup[]> {
    return this.popups
      .createQueryBuilder('p')
      .where('p.status')
      .andWhere('(p.show_from IS NULL OR p.show_from <= :now)', { now })
      .andWhere('(p.show_until IS NULL OR p.show_until > :now)', { now })
      .orderBy('p.show_from', 'ASC', 'NULLS FIRST')
      .addOrderBy('p.created_at', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
  }
}
