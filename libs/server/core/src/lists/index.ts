export * from './list-query';
export * from './contains-pattern';
