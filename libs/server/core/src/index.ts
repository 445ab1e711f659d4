export * from './core.module';
export * from './core-http.module';
