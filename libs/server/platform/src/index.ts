export * from './schema';
export * from './migrate';
export * from './platform.module';
export * from './seed';
export * from './schedules';
export * from './domains';
export * from './user-data/platform-http.module';
export * from './user-data/user-data.service';
