import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TICKET_PRIORITIES, TICKET_STATUSES, type AdminTicketDetail, type AdminTicketPage, type TicketReplyResponse, TICKET_ATTACHMENT_UPLOAD } from '@soundpost/contracts';
import { CurrentUser, StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiListQuery, ApiNoBody, ApiPathParam, discardRestOfBody, ApiForm, ApiNoContent } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import type { FastifyRequest } from 'fastify';
import { TicketFormReader } from '../tickets/ticket-form.reader';
import { adminTicketsListSpec } from '../tickets/tickets.list';
import { TicketsService } from '../tickets/tickets.service';
import { TicketReplyDto, UpdateTicketDto } from './tickets.dto';

@ApiTags('admin: tickets')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/tickets')
export class AdminTicketsController {
  constructor(
    private readonly tickets: TicketsService,
    private readonly forms: TicketFormReader,
  ) {}

  @Get()
  @ApiListQuery({ status: { type: 'string', enum: [...TICKET_STATUSES] }, priority: { type: 'string', enum: [...TICKET_PRIORITIES] } })
  @ApiJson(200, 'AdminTicketPage', '`{ data, meta, current_page, last_page, total, per_page }`')
  async list(@Query() query: Record<string, unknown>): Promise<AdminTicketPage> {
    const page = await this.tickets.adminList(parseListQuery(query, adminTicketsListSpec));
    // The spec's screen reads the paging fields beside `data`; react-admin reads `data`, `meta` and
    // Content-Range (kept on the page object itself, so it is extended rather than copied).
    return Object.assign(page, page.meta);
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminTicketDetail', 'The ticket with its thread, oldest first')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<AdminTicketDetail> {
    return this.tickets.adminGet(id);
  }

  @Post(':id/reply')
  @ApiPathParam()
  @ApiForm('TicketReplyRequest', TICKET_ATTACHMENT_UPLOAD.fieldName, TICKET_ATTACHMENT_UPLOAD.maxFiles)
  @ApiJson(201, 'TicketReplyResponse', 'Created')
  @ApiErrors(404, 409, 413, 422)
  async reply(@CurrentUser('id') staffId: string, @Param('id') id: string, @Req() request: FastifyRequest): Promise<TicketReplyResponse> {
    await this.tickets.assertExists(id).catch((error: unknown) => {
      discardRestOfBody(request.raw);
      throw error;
    });
    const form = await this.forms.read(request);
    const input = await this.forms.validated(form, TicketReplyDto);
    return this.tickets.reply({ kind: 'staff', userId: staffId }, id, input, form.files);
  }

  @Patch(':id')
  @ApiPathParam()
  @ApiJsonBody('AdminTicketUpdateRequest')
  @ApiJson(200, 'AdminTicketDetail')
  @ApiErrors(404, 422)
  update(@Param('id') id: string, @Body() body: UpdateTicketDto): Promise<AdminTicketDetail> {
    return this.tickets.update(id, body);
  }

  @Post(':id/close')
  @HttpCode(200)
  @ApiPathParam()
  @ApiNoBody()
  @ApiJson(200, 'AdminTicketDetail')
  @ApiErrors(404, 409)
  close(@Param('id') id: string): Promise<AdminTicketDetail> {
    return this.tickets.closeOrReopen(id, 'close');
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @ApiPathParam()
  @ApiNoBody()
  @ApiJson(200, 'AdminTicketDetail')
  @ApiErrors(404, 409)
  reopen(@Param('id') id: string): Promise<AdminTicketDetail> {
    return this.tickets.closeOrReopen(id, 'reopen');
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiPathParam()
  @ApiNoContent()
  @ApiErrors(404)
  async remove(@Param('id') id: string): Promise<void> {
    await this.tickets.delete(id);
  }
}
