export * from './support.schema';
export * from './support.module';
export * from './tickets/support-ticket.entity';
export * from './tickets/ticket-reply.entity';
export * from './tickets/ticket-stats.service';
