export * from './schema';
export * from './migrate';
