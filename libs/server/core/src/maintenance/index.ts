// Nightly clean-up of core tables (@soundpost/server-core/maintenance).
export * from './maintenance.jobs';
