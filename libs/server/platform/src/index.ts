export * from './schema';
export * from './migrate';
export * from './platform.module';
export * from './seed';
export * from './domains';
