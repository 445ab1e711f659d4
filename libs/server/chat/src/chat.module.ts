import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { settingsProvider } from '@soundpost/server-core/config';
import { SupportModule } from '@soundpost/server-support';
import { ChatSettings } from './chat.settings';
import { ChatAttachment } from './chats/chat-attachment.entity';
import { Chat } from './chats/chat.entity';
import { ChatMessage } from './chats/chat-message.entity';
import { ChatPresence } from './chats/chat-presence.entity';
import { ChatPresenceRepository } from './chats/chat-presence.repository';
import { ChatsRepository } from './chats/chats.repository';
import { ChatsService } from './chats/chats.service';
import { ChatJobs } from './jobs/chat.jobs';
import { ChatListenerRepository } from './live/chat-listener.repository';
import { ChatLocalDeliveries } from './live/chat-local-deliveries';
import { ChatLiveService } from './live/chat-live.service';

const services: Provider[] = [ChatsService, ChatLiveService];

@Module({
  imports: [TypeOrmModule.forFeature([Chat, ChatMessage, ChatAttachment, ChatPresence]), SupportModule],
  providers: [settingsProvider(ChatSettings), ChatsRepository, ChatPresenceRepository, ChatListenerRepository, ChatLocalDeliveries, ChatJobs, ...services],
  exports: [...services, SupportModule],
})
export class ChatModule {}
