import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig, loadConfig } from './app-config';
import { SETTINGS_SOURCE } from './domain-settings';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Provides the validated AppConfig as APP_CONFIG everywhere. Imported once, by the apps. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig = loadConfig()): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SETTINGS_SOURCE, useValue: config.settings ?? new Map() },
      ],
      exports: [APP_CONFIG, SETTINGS_SOURCE],
    };
  }
}
