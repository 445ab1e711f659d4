export * from './kyc.schema';
export * from './kyc.module';
export * from './kyc-http.module';
export * from './kyc.seed';
