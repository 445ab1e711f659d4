import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig, buildDataSourceOptions, ConfigModule, connectionName, CoreModule, jobsRuntimeFor, JobsRuntimeModule } from '@soundpost/server-core';
import { AuthModule } from '@soundpost/server-auth';
import { BillingModule } from '@soundpost/server-billing';
import { I18nModule } from '@soundpost/server-i18n';
import { KycModule } from '@soundpost/server-kyc';
import { PopupsModule } from '@soundpost/server-popups';
import { SupportModule } from '@soundpost/server-support';
import { WalletModule } from '@soundpost/server-wallet';
import { DashboardsModule } from '@soundpost/server-dashboards';
import { ReleasesModule } from '@soundpost/server-releases';
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
        AuthModule,
        KycModule,
        BillingModule,
        ReleasesModule,
        I18nModule,
        SupportModule,
        WalletModule,
        DashboardsModule,
        PopupsModule,
      ],
      exports: [ConfigModule, CoreModule, AuthModule, KycModule, BillingModule, ReleasesModule, I18nModule, SupportModule, WalletModule, DashboardsModule, PopupsModule],
    };
  }
}
