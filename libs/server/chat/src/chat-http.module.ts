import { Module } from '@nestjs/common';
import { ChatModule } from './chat.module';
import { AdminChatsController } from './http/admin-chats.controller';
import { ArtistChatController } from './http/artist-chat.controller';

@Module({
  imports: [ChatModule],
  controllers: [ArtistChatController, AdminChatsController],
})
export class ChatHttpModule {}
