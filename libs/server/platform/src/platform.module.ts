import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoreModule } from '@soundpost/server-core';
import { AppConfig, ConfigModule } from '@soundpost/server-core/config';
import { buildDataSourceOptions, connectionName } from '@soundpost/server-core/database';
import { jobsRuntimeFor, JobsRuntimeModule } from '@soundpost/server-core/jobs';
import { domainModules } from './domains';
import { platformSchema } from './schema';

export type ProcessRole = 'api' | 'cli' | 'test';

export interface PlatformOptions {
  config: AppConfig;
  databaseUrl: string;
  role: ProcessRole;
}

/**
 * The process-level modules (config root, the one TypeORM connection) and every domain's
 * controller-free module. Imported by the apps only: apps/api adds the HTTP modules on top,
 * apps/cli its commands.
 */
@Module({})
export class PlatformModule {
  static forRoot({ config, databaseUrl, role }: PlatformOptions): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(buildDataSourceOptions(databaseUrl, config.database, platformSchema, connectionName(role))),
        // Workers and the scheduler run only in the api process (never in the CLI or tests).
        JobsRuntimeModule.forRoot(jobsRuntimeFor(role, config)),
        CoreModule,
        ...domainModules,
      ],
      exports: [ConfigModule, CoreModule, ...domainModules],
    };
  }
}
