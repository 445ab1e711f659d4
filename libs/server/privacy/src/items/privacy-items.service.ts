import { Injectable } from '@nestjs/common';
import { PRIVACY_LIMITS, type CreatePrivacyItemRequest, type PrivacyItemResponse } from '@soundpost/contracts';
import { toPrivacyItemResponse } from './privacy-item.mapper';
import { PrivacyItemsRepository } from './privacy-items.repository';

@Injectable()
export class PrivacyItemsService {
  constructor(private readonly items: PrivacyItemsRepository) {}

  async newestFor(userId: string): Promise<PrivacyItemResponse[]> {
    const rows = await this.items.newestForUser(userId, PRIVACY_LIMITS.listMax);
    return rows.map(toPrivacyItemResponse);
  }

  async create(userId: string, input: CreatePrivacyItemRequest): Promise<PrivacyItemResponse> {
    return toPrivacyItemResponse(await this.items.insert(userId, input.name));
  }
}
