import { Controller, Get, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type TicketListResponse, type TicketReplyResponse, type TicketResponse, TICKET_ATTACHMENT_UPLOAD } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiPathParam, discardRestOfBody, ApiForm } from '@soundpost/server-core/http';
import { RateLimit } from '@soundpost/server-core/rate-limit';
import type { FastifyRequest } from 'fastify';
import { TicketFormReader } from '../tickets/ticket-form.reader';
import { TICKET_CREATE_RATE_LIMIT } from '../tickets/ticket-limits';
import { TicketsService } from '../tickets/tickets.service';
import { requestLanguage } from './request-language';
import { CreateTicketDto, TicketReplyDto } from './tickets.dto';

@ApiTags('artist: support')
@ArtistOnly({ approved: true })
@AccountRoles('read')
@ApiErrors(503)
@Controller('artist/tickets')
export class ArtistTicketsController {
  constructor(
    private readonly tickets: TicketsService,
    private readonly forms: TicketFormReader,
  ) {}

  @Get()
  @ApiJson(200, 'TicketListResponse', 'My Tickets, newest first, replies oldest first')
  async list(@CurrentUser('id') userId: string): Promise<TicketListResponse> {
    return { tickets: await this.tickets.listForArtist(userId) };
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'TicketResponse')
  @ApiErrors(404)
  get(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<TicketResponse> {
    return this.tickets.getForArtist(userId, id);
  }

  @Post()
  @AccountRoles('catalogue')
  @RateLimit(TICKET_CREATE_RATE_LIMIT)
  @ApiForm('CreateTicketRequest', TICKET_ATTACHMENT_UPLOAD.fieldName, TICKET_ATTACHMENT_UPLOAD.maxFiles)
  @ApiJson(201, 'TicketResponse', 'Created')
  @ApiErrors(413, 422, 429)
  async create(@CurrentUser('id') userId: string, @Req() request: FastifyRequest): Promise<TicketResponse> {
    const form = await this.forms.read(request);
    const input = await this.forms.validated(form, CreateTicketDto);
    return this.tickets.create(userId, input, form.files, requestLanguage(request));
  }

  @Post(':id/reply')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiForm('TicketReplyRequest', TICKET_ATTACHMENT_UPLOAD.fieldName, TICKET_ATTACHMENT_UPLOAD.maxFiles)
  @ApiJson(201, 'TicketReplyResponse', 'Created')
  @ApiErrors(404, 409, 413, 422)
  async reply(@CurrentUser('id') userId: string, @Param('id') id: string, @Req() request: FastifyRequest): Promise<TicketReplyResponse> {
    // Another artist's ticket is refused before its body is read.
    await this.tickets.assertOwned(userId, id).catch((error: unknown) => {
      discardRestOfBody(request.raw);
      throw error;
    });
    const form = await this.forms.read(request);
    const input = await this.forms.validated(form, TicketReplyDto);
    return this.tickets.reply({ kind: 'artist', userId, language: requestLanguage(request) }, id, input, form.files);
  }
}
