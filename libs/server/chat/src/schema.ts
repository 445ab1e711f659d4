import type { DomainSchema } from '@soundpost/server-core/database';
import { ChatAttachment } from './chats/chat-attachment.entity';
import { Chat } from './chats/chat.entity';
import { ChatMessage } from './chats/chat-message.entity';
import { ChatPresence } from './chats/chat-presence.entity';
import { Chats1796000000500 } from './migrations/1796000000500-chats';
import { ChatMessageHead1796000001300 } from './migrations/1796000001300-chat-message-head';

export { Chat, ChatAttachment, ChatMessage, ChatPresence };

export const chatSchema: DomainSchema = {
  entities: [Chat, ChatMessage, ChatAttachment, ChatPresence],
  migrations: [Chats1796000000500, ChatMessageHead1796000001300],
  ownedTables: ['chats', 'chat_messages', 'chat_message_head', 'chat_attachments', 'chat_presence'],
};
