export * from './test-database';
export * from './services-test-context';
export * from './config-probes';
