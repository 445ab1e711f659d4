import type { DomainSchema } from '@soundpost/server-core/database';
import { ChatItem } from './items/chat-item.entity';
import { ChatItems1796000000500 } from './migrations/1796000000500-chat-items';

export { ChatItem };

export const chatSchema: DomainSchema = {
  entities: [ChatItem],
  migrations: [ChatItems1796000000500],
  ownedTables: ['chat_items'],
};
