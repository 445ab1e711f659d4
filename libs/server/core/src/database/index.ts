// Data source options, the embedded Postgres, connection and query error helpers (@soundpost/server-core/database).
export * from './embedded-postgres';
export * from './database-url';
export * from './data-source-options';
export * from './snake-naming.strategy';
export * from './connection-errors';
export * from './query-errors';
export * from './typeorm-logger';
export * from './bulk-statements';
export * from './app-state.repository';
export * from './pool-query';
export * from './copy-out-rows';
export * from './write-behind';
export * from './lean-rows';
