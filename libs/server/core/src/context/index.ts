export * from './request-context';
