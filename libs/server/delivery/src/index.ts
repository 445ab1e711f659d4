export * from './delivery.module';
export * from './delivery-http.module';
