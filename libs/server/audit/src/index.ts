export * from './audit-http.module';
