import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ChatItemListResponse, ChatItemResponse } from '@soundpost/contracts';
import { ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson } from '@soundpost/server-core/http';
import { ChatItemsService } from '../items/chat-items.service';
import { CreateChatItemDto } from './chat-items.dto';

@ApiTags('artist: chat')
@ArtistOnly()
@ApiErrors(503)
@Controller('artist/chat')
export class ChatItemsController {
  constructor(private readonly items: ChatItemsService) {}

  @Get()
  @ApiJson(200, 'ChatItemListResponse', '`{ items }`, newest first')
  async list(@CurrentUser('id') userId: string): Promise<ChatItemListResponse> {
    return { items: await this.items.newestFor(userId) };
  }

  @Post()
  @ApiJson(201, 'ChatItemResponse', 'Created')
  @ApiErrors(422)
  create(@CurrentUser('id') userId: string, @Body() body: CreateChatItemDto): Promise<ChatItemResponse> {
    return this.items.create(userId, body);
  }
}
