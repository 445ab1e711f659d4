export * from './support.module';
export * from './tickets/ticket-stats.service';
