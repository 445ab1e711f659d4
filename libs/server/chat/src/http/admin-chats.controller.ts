import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { CHAT_ATTACHMENT_FIELD, CHAT_LIMITS, CHAT_STATUSES, type AdminChatDetail, type AdminChatPage, type ChatDeskResponse, type ChatMessageResponse } from '@soundpost/contracts';
import { type AuthenticatedUser, CurrentUser, StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiForm, ApiJson, ApiJsonBody, ApiListQuery, ApiNoBody, ApiNoContent, ApiPathParam, ApiText, discardRestOfBody } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { TicketFormReader } from '@soundpost/server-support';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminChatsListSpec } from '../chats/chats.list';
import { ChatsService } from '../chats/chats.service';
import { ChatLiveService } from '../live/chat-live.service';
import { ChatMessageDto, ChatReadDto } from './chat.dto';
import { streamRequest } from './event-stream';

const staff = (user: AuthenticatedUser) => ({ kind: 'staff' as const, userId: user.id, name: user.name });

@ApiTags('admin: chats')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/chats')
export class AdminChatsController {
  constructor(
    private readonly chats: ChatsService,
    private readonly live: ChatLiveService,
    private readonly forms: TicketFormReader,
  ) {}

  @Get()
  @ApiListQuery({ status: { type: 'string', enum: [...CHAT_STATUSES] } })
  @ApiJson(200, 'AdminChatPage', '`{ data, meta, current_page, last_page, total, per_page }`')
  async list(@Query() query: Record<string, unknown>): Promise<AdminChatPage> {
    const page = await this.chats.adminList(parseListQuery(query, adminChatsListSpec));
    // As /admin/tickets: the paging fields beside `data` too, the page object kept for Content-Range.
    return Object.assign(page, page.meta);
  }

  @Get('desk')
  @ApiJson(200, 'ChatDeskResponse', 'Who is at the desk, the office, and the chats waiting and active')
  desk(): Promise<ChatDeskResponse> {
    return this.chats.desk();
  }

  @Get('events')
  @ApiQuery({ name: 'after', required: false, schema: { type: 'string', pattern: '^\\d{1,18}$' }, description: 'Resume after this message id (or send Last-Event-ID)' })
  @ApiText('text/event-stream', 'Server-Sent Events (ChatEvent) of every chat; ask with Accept: text/event-stream')
  @ApiErrors(406, 422)
  async events(@CurrentUser('id') staffId: string, @Query('after') after: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.live.open({ kind: 'staff', userId: staffId }, streamRequest(request, after), request, reply);
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminChatDetail', 'The chat with its messages, oldest first')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<AdminChatDetail> {
    return this.chats.adminGet(id);
  }

  @Post(':id/messages')
  @ApiPathParam()
  @ApiForm('ChatMessageRequest', CHAT_ATTACHMENT_FIELD, CHAT_LIMITS.maxFiles)
  @ApiJson(201, 'ChatMessageResponse', 'Stored (to the ticket too when the chat became one)')
  @ApiErrors(404, 409, 413, 422)
  async send(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Req() request: FastifyRequest): Promise<ChatMessageResponse> {
    // A chat that does not exist is refused before an upload is read. A JSON body is in already:
    // the answer's own lock finds the chat then (one query fewer), and a refused body still answers 404 first.
    const multipart = typeof request.isMultipart === 'function' && request.isMultipart();
    if (multipart) {
      await this.chats.assertExists(id).catch((error: unknown) => {
        discardRestOfBody(request.raw);
        throw error;
      });
    }
    const form = await this.forms.read(request);
    const input = await this.forms.validated(form, ChatMessageDto).catch(async (error: unknown) => {
      if (!multipart) await this.chats.assertExists(id);
      throw error;
    });
    return this.chats.sendAsStaff(staff(user), id, input, form.files);
  }

  @Post(':id/typing')
  @HttpCode(204)
  @ApiPathParam()
  @ApiNoBody()
  @ApiNoContent('Told')
  @ApiErrors(404)
  async typing(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.chats.typing(staff(user), id);
  }

  @Post(':id/read')
  @HttpCode(204)
  @ApiPathParam()
  @ApiJsonBody('ChatReadRequest')
  @ApiNoContent('Marked')
  @ApiErrors(404, 422)
  async read(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: ChatReadDto): Promise<void> {
    await this.chats.markRead(staff(user), body.last_id, id);
  }

  @Post(':id/end')
  @HttpCode(200)
  @ApiPathParam()
  @ApiNoBody()
  @ApiJson(200, 'AdminChatDetail', 'Ended: kept as a ticket')
  @ApiErrors(404)
  end(@Param('id') id: string): Promise<AdminChatDetail> {
    return this.chats.endAsStaff(id);
  }
}
