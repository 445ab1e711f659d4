import { Injectable } from '@nestjs/common';
import { CHAT_ITEM_LIMITS, type CreateChatItemRequest, type ChatItemResponse } from '@soundpost/contracts';
import { toChatItemResponse } from './chat-item.mapper';
import { ChatItemsRepository } from './chat-items.repository';

@Injectable()
export class ChatItemsService {
  constructor(private readonly items: ChatItemsRepository) {}

  async newestFor(userId: string): Promise<ChatItemResponse[]> {
    const rows = await this.items.newestForUser(userId, CHAT_ITEM_LIMITS.listMax);
    return rows.map(toChatItemResponse);
  }

  async create(userId: string, input: CreateChatItemRequest): Promise<ChatItemResponse> {
    return toChatItemResponse(await this.items.insert(userId, input.name));
  }
}
