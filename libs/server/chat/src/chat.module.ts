import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatItem } from './items/chat-item.entity';
import { ChatItemsRepository } from './items/chat-items.repository';
import { ChatItemsService } from './items/chat-items.service';

const services: Provider[] = [ChatItemsService];

@Module({
  imports: [TypeOrmModule.forFeature([ChatItem])],
  providers: [ChatItemsRepository, ...services],
  exports: services,
})
export class ChatModule {}
