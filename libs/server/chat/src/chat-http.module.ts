import { Module } from '@nestjs/common';
import { ChatItemsController } from './http/chat-items.controller';
import { ChatModule } from './chat.module';

@Module({
  imports: [ChatModule],
  controllers: [ChatItemsController],
})
export class ChatHttpModule {}
