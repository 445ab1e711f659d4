export * from './auth.schema';
export * from './auth.module';
export * from './auth-http.module';
export * from './auth.seed';
