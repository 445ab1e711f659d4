import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SupportTicket } from './tickets/support-ticket.entity';
import { TicketReply } from './tickets/ticket-reply.entity';
import { TicketStatsService } from './tickets/ticket-stats.service';

const services = [TicketStatsService];

/** Support tickets: services only (api, cli, jobs). */
@Module({
  imports: [TypeOrmModule.forFeature([SupportTicket, TicketReply])],
  providers: services,
  exports: services,
})
export class SupportModule {}
