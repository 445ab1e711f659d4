import { Injectable } from '@nestjs/common';
import { PopupType } from '@soundpost/contracts';
import { isUuid } from '@soundpost/server-core/ids';
import { ListQuery, Page } from '@soundpost/server-core/lists';
import { sanitizePopupHtml } from './html/popup-html';
import type { Popup } from './popup.entity';
import type { AdminPopupResponse, PublicPopupResponse } from '@soundpost/contracts';
import { toPublicPopup } from './popup.mapper';
import { PopupsErrors } from './popups.errors';
import { PopupsRepository } from './popups.repository';

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
  constructor(private readonly popups: PopupsRepository) {}

  adminList(list: ListQuery): Promise<Page<AdminPopupResponse>> {
    return this.popups.adminPage(list);
  }

  async getById(id: string): Promise<Popup> {
    const popup = isUuid(id) ? await this.popups.byId(id) : null;
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

  async listVisible(now: Date = new Date()): Promise<PublicPopupResponse[]> {
    return (await this.popups.visibleAt(now)).map(toPublicPopup);
  }

  async ensureByTitle(input: Partial<PopupInput> & Pick<PopupInput, 'title' | 'message'>): Promise<{ popup: Popup; created: boolean }> {
    const existing = await this.popups.byTitle(input.title);
    if (existing) return { popup: existing, created: false };
    return { popup: await this.create(input), created: true };
  }

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
