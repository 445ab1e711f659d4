import { Injectable } from '@nestjs/common';
import { TAX_LIMITS, type CreateTaxItemRequest, type TaxItemResponse } from '@soundpost/contracts';
import { toTaxItemResponse } from './tax-item.mapper';
import { TaxItemsRepository } from './tax-items.repository';

@Injectable()
export class TaxItemsService {
  constructor(private readonly items: TaxItemsRepository) {}

  async newestFor(userId: string): Promise<TaxItemResponse[]> {
    const rows = await this.items.newestForUser(userId, TAX_LIMITS.listMax);
    return rows.map(toTaxItemResponse);
  }

  async create(userId: string, input: CreateTaxItemRequest): Promise<TaxItemResponse> {
    return toTaxItemResponse(await this.items.insert(userId, input.name));
  }
}
