// Background jobs and schedules on pg-boss (@soundpost/server-core/jobs).
export * from './jobs-runtime';
export * from './jobs.service';
export * from './schedules';
export * from './jobs.module';
