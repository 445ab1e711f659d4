import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import './mail/support-mail-templates';
import { SupportTicket } from './tickets/support-ticket.entity';
import { TicketAttachment } from './tickets/ticket-attachment.entity';
import { TicketFormReader } from './tickets/ticket-form.reader';
import { TicketReply } from './tickets/ticket-reply.entity';
import { TicketStatsService } from './tickets/ticket-stats.service';
import { TicketsService } from './tickets/tickets.service';

const services = [TicketStatsService, TicketsService, TicketFormReader];

/** Support tickets: services only (api, cli, jobs). */
@Module({
  imports: [TypeOrmModule.forFeature([SupportTicket, TicketReply, TicketAttachment])],
  providers: services,
  exports: services,
})
export class SupportModule {}
