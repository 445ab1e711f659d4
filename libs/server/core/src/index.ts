export * from './config/app-config';
export * from './config/config.module';
export * from './database/embedded-postgres';
export * from './database/database-url';
export * from './database/data-source-options';
export * from './database/snake-naming.strategy';
export * from './database/migrations';
export { withDatabase } from './testing/test-database';
export * from './core.schema';
