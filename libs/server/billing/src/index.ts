export * from './billing.schema';
export * from './billing.module';
export * from './billing-http.module';
export * from './billing.seed';
