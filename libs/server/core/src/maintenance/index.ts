export * from './maintenance.jobs';
