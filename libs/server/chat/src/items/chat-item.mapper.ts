import type { ChatItemResponse } from '@soundpost/contracts';
import { ChatItem } from './chat-item.entity';

export function toChatItemResponse(row: ChatItem): ChatItemResponse {
  return {
    id: row.id,
    name: row.name,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
