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

/**
 * What one lib brings to the platform's schema (through its `schema.ts` entry point, which only the
 * platform imports) and the tables it owns: only the owner queries them; other libs read through
 * the owner's services or the views it lists in `readModels`.
 */
export interface DomainSchema {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  subscribers?: Function[];
  /** The tables and views this lib's migrations create. */
  ownedTables: readonly string[];
  /** Owned views other libs may read and join: the lib's published read models. */
  readModels?: readonly string[];
}

/**
 * The one set of TypeORM options, used by Nest (api and cli) and by the migration runner.
 * Schema changes are migrations only: `synchronize` is never on.
 */
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
    // node-postgres pool settings: bounded size, a connect timeout so a down database fails fast,
    // a per-statement timeout so one runaway query cannot hold a connection forever, and a name
    // that shows up in pg_stat_activity (the embedded server also uses it to know who is connected).
    poolSize: db.poolMax,
    extra: {
      max: db.poolMax,
      connectionTimeoutMillis: db.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      application_name: applicationName,
      statement_timeout: db.statementTimeoutMs || undefined,
    },
  };
}

/** `soundpost-<role>-<pid>`: unique per process so the embedded server can count other users. */
export function connectionName(role: string): string {
  return `soundpost-${role}-${process.pid}`;
}
