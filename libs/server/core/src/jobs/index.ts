export * from './jobs-runtime';
export * from './jobs.service';
export * from './schedules';
export * from './jobs.module';
