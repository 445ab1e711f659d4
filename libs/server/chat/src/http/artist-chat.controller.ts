import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { CHAT_ATTACHMENT_FIELD, CHAT_LIMITS, CHAT_MESSAGES, type ArtistChatResponse, type ChatMessageResponse, type ChatResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, type AuthenticatedUser, type AuthRequest, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiForm, ApiJson, ApiJsonBody, ApiNoBody, ApiNoContent, ApiText } from '@soundpost/server-core/http';
import { RateLimit } from '@soundpost/server-core/rate-limit';
import { TicketFormReader } from '@soundpost/server-support';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChatsService } from '../chats/chats.service';
import { ChatLiveService } from '../live/chat-live.service';
import { ChatMessageDto, ChatReadDto } from './chat.dto';
import { streamRequest } from './event-stream';

/** Per artist account, whoever in it writes. */
export const CHAT_MESSAGE_RATE_LIMIT = {
  bucket: 'chat-message',
  points: CHAT_LIMITS.perMinute,
  duration: 60,
  key: (request: FastifyRequest) => {
    const account = (request as unknown as AuthRequest).auth?.id;
    return account ? `account:${account}` : undefined;
  },
  message: CHAT_MESSAGES.rateLimited,
} as const;

const artist = (user: AuthenticatedUser) => ({ kind: 'artist' as const, accountId: user.id, personId: user.personId, name: user.name });

@ApiTags('artist: chat')
@ArtistOnly({ approved: true })
@AccountRoles('read')
@ApiErrors(503)
@Controller('artist/chat')
export class ArtistChatController {
  constructor(
    private readonly chats: ChatsService,
    private readonly live: ChatLiveService,
    private readonly forms: TicketFormReader,
  ) {}

  @Get()
  @ApiJson(200, 'ArtistChatResponse', 'The open chat (or the one that ended within the day) and whether anyone is there')
  get(@CurrentUser('id') accountId: string): Promise<ArtistChatResponse> {
    return this.chats.artistChat(accountId);
  }

  @Post('messages')
  @AccountRoles('catalogue')
  @RateLimit(CHAT_MESSAGE_RATE_LIMIT)
  @ApiForm('ChatMessageRequest', CHAT_ATTACHMENT_FIELD, CHAT_LIMITS.maxFiles)
  @ApiJson(201, 'ChatMessageResponse', 'Stored (a resend with the same client_id answers the first)')
  @ApiErrors(413, 422, 429)
  async send(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<ChatMessageResponse> {
    const form = await this.forms.read(request);
    const input = await this.forms.validated(form, ChatMessageDto);
    return this.chats.sendAsArtist(artist(user), input, form.files);
  }

  @Post('typing')
  @HttpCode(204)
  @AccountRoles('catalogue')
  @ApiNoBody()
  @ApiNoContent('Told')
  @ApiErrors(404)
  async typing(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.chats.typing(artist(user));
  }

  @Post('read')
  @HttpCode(204)
  @AccountRoles('catalogue')
  @ApiJsonBody('ChatReadRequest')
  @ApiNoContent('Marked')
  @ApiErrors(404, 422)
  async read(@CurrentUser() user: AuthenticatedUser, @Body() body: ChatReadDto): Promise<void> {
    await this.chats.markRead(artist(user), body.last_id);
  }

  @Post('end')
  @HttpCode(200)
  @AccountRoles('catalogue')
  @ApiNoBody()
  @ApiJson(200, 'ChatResponse', 'Ended: kept as a ticket')
  @ApiErrors(404)
  end(@CurrentUser('id') accountId: string): Promise<ChatResponse> {
    return this.chats.endAsArtist(accountId);
  }

  @Get('events')
  @ApiQuery({ name: 'after', required: false, schema: { type: 'string', pattern: '^\\d{1,18}$' }, description: 'Resume after this message id (or send Last-Event-ID)' })
  @ApiText('text/event-stream', 'Server-Sent Events (ChatEvent); ask with Accept: text/event-stream')
  @ApiErrors(406, 422)
  async events(@CurrentUser('id') accountId: string, @Query('after') after: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.live.open({ kind: 'artist', userId: accountId }, streamRequest(request, after), request, reply);
  }
}
