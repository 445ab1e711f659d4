import type { DataSourceOptions, EntitySchema, MixedList } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { SafeTypeOrmLogger } from './typeorm-logger';

export interface DataSourceParts {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  subscribers?: MixedList<Function | string>;
}

export interface DomainSchema {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  subscribers?: Function[];
  ownedTables: readonly string[];
  readModels?: readonly string[];
}

export function buildDataSourceOptions(
  url: string,
  db: AppConfig['database'],
  parts: DataSourceParts,
  applicationName: string,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: parts.entities,
    migrations: parts.migrations,
    subscribers: parts.subscribers ?? [],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: ['error', 'warn'],
    logger: new SafeTypeOrmLogger(),
    maxQueryExecutionTime: 1000,
    poolSize: db.poolMax,
    extra: {
      max: db.poolMax,
      // A connection once opened is kept: opening one costs Postgres a backend and both sides a SCRAM
      // exchange, and closing the idle ones made every lull end in a burst of openings (docs/benchmarks.md).
      min: db.poolMax,
      connectionTimeoutMillis: db.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      application_name: applicationName,
      statement_timeout: db.statementTimeoutMs || undefined,
    },
  };
}

export function connectionName(role: string): string {
  return `soundpost-${role}-${process.pid}`;
}
