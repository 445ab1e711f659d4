import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '@soundpost/server-notifications';
import './mail/support-mail-templates';
import './notifications/support-notification-templates';
import { ChatTranscriptsService } from './tickets/chat-transcripts.service';
import { SupportTicket } from './tickets/support-ticket.entity';
import { TicketAttachment } from './tickets/ticket-attachment.entity';
import { TicketFormReader } from './tickets/ticket-form.reader';
import { TicketReply } from './tickets/ticket-reply.entity';
import { TicketStatsService } from './tickets/ticket-stats.service';
import { TicketsRepository } from './tickets/tickets.repository';
import { TicketsService } from './tickets/tickets.service';

const services = [TicketStatsService, TicketsService, TicketFormReader, ChatTranscriptsService];

@Module({
  imports: [TypeOrmModule.forFeature([SupportTicket, TicketReply, TicketAttachment]), NotificationsModule],
  providers: [...services, TicketsRepository],
  exports: services,
})
export class SupportModule {}
