// JSON logging (@soundpost/server-core/logging).
export * from './logger';
