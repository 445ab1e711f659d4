import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PopupType } from '@soundpost/contracts';
import { isUuid } from '@soundpost/server-core/ids';
import { findPage, ListQuery, Page } from '@soundpost/server-core/lists';
import { Repository } from 'typeorm';
import { sanitizePopupHtml } from './html/popup-html';
import { Popup } from './popup.entity';
import type { AdminPopupResponse, PublicPopupResponse } from '@soundpost/contracts';
import { toAdminPopup, toPublicPopup } from './popup.mapper';
import { PopupsErrors } from './popups.errors';
import { adminPopupsListSpec } from './popups.list';

/** The fields staff set. On an update every field is optional (the row toggle sends only `status`). */
export interface PopupInput {
  title: string;
  message: string;
  type: PopupType;
  showFrom: Date | null;
  showUntil: Date | null;
  status: boolean;
}

@Injectable()
export class PopupsService {
  constructor(@InjectRepository(Popup) private readonly popups: Repository<Popup>) {}

  adminList(list: ListQuery): Promise<Page<AdminPopupResponse>> {
    return findPage(this.popups.createQueryBuilder('p'), list, adminPopupsListSpec, toAdminPopup);
  }

  async getById(id: string): Promise<Popup> {
    const popup = isUuid(id) ? await this.popups.findOneBy({ id }) : null;
    if (!popup) throw PopupsErrors.notFound();
    return popup;
  }

  async create(input: Partial<PopupInput> & Pick<PopupInput, 'title' | 'message'>): Promise<Popup> {
    const popup = this.popups.create({ type: 'info', showFrom: null, showUntil: null, status: true });
    return this.popups.save(this.apply(popup, input));
  }

  async update(id: string, input: Partial<PopupInput>): Promise<Popup> {
    const popup = await this.getById(id);
    return this.popups.save(this.apply(popup, input));
  }

  async delete(id: string): Promise<void> {
    await this.popups.remove(await this.getById(id));
  }

  /**
   * Popups a visitor sees now: switched on and inside their window (a null bound is open). Oldest start first,
   * so a queue shows announcements in the order they went live.
   */
  async listVisible(now: Date = new Date()): Promise<PublicPopupResponse[]> {
    const rows = await this.popups
      .createQueryBuilder('p')
      .where('p.status')
      .andWhere('(p.show_from IS NULL OR p.show_from <= :now)', { now })
      .andWhere('(p.show_until IS NULL OR p.show_until > :now)', { now })
      .orderBy('p.show_from', 'ASC', 'NULLS FIRST')
      .addOrderBy('p.created_at', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
    return rows.map(toPublicPopup);
  }

  /** Creates the popup titled `title` unless it exists (seeding). */
  async ensureByTitle(input: Partial<PopupInput> & Pick<PopupInput, 'title' | 'message'>): Promise<{ popup: Popup; created: boolean }> {
    const existing = await this.popups.findOneBy({ title: input.title });
    if (existing) return { popup: existing, created: false };
    return { popup: await this.create(input), created: true };
  }

  /** Copies the given fields, sanitising the HTML and checking the window against the merged values. */
  private apply(popup: Popup, input: Partial<PopupInput>): Popup {
    if (input.title !== undefined) popup.title = input.title;
    if (input.message !== undefined) {
      const clean = sanitizePopupHtml(input.message);
      // Markup that was nothing but refused elements would show an empty box.
      if (!clean) throw PopupsErrors.messageRequired();
      popup.message = clean;
    }
    if (input.type !== undefined) popup.type = input.type;
    if (input.showFrom !== undefined) popup.showFrom = input.showFrom;
    if (input.showUntil !== undefined) popup.showUntil = input.showUntil;
    if (input.status !== undefined) popup.status = input.status;
    if (popup.showFrom && popup.showUntil && popup.showUntil.getTime() <= popup.showFrom.getTime()) throw PopupsErrors.windowReversed();
    return popup;
  }
}
